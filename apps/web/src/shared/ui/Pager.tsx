import { fillText, Texts } from '@cdi/contracts';
import { Button } from './Button';

interface PagerProps {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
}

/** Previous / Next through a server-paged list; shown only when there is more than one page. */
export function Pager({ page, pages, label, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {Texts.previousPage}
      </Button>
      <span className="pager__status" aria-live="polite">
        {fillText(Texts.pageOf, { page, pages })}
      </span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {Texts.nextPage}
      </Button>
    </nav>
  );
}
