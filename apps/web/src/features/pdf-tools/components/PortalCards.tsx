import { PdfTexts } from '@cdi/contracts';
import type { IconName } from '../../../shared/ui/Icon';
import { Icon } from '../../../shared/ui/Icon';
import { LinkCard } from '../../../shared/ui/LinkCard';

interface PortalCard {
  title: string;
  description: string;
  icon: IconName;
  /** The admin console's matching page. */
  to: string;
}

const CARDS: PortalCard[] = [
  {
    title: PdfTexts.studentManagement,
    description: PdfTexts.studentManagementText,
    icon: 'student',
    to: '/admin-dashboard/students',
  },
  { title: PdfTexts.scoreAnalytics, description: PdfTexts.scoreAnalyticsText, icon: 'chart', to: '/admin-dashboard/assignments' },
  {
    title: PdfTexts.contentManagement,
    description: PdfTexts.contentManagementText,
    icon: 'document',
    to: '/admin-dashboard/tests',
  },
];

/** Spec 2's three information cards; for an admin each opens its console page (a developer has none of them). */
export function PortalCards({ withLinks }: { withLinks: boolean }) {
  return (
    <div className="grid grid--cards pdf-portal__cards">
      {CARDS.map((card) =>
        withLinks ? (
          <LinkCard key={card.title} to={card.to} title={card.title} description={card.description} icon={card.icon} />
        ) : (
          <div key={card.title} className="link-card pdf-portal__card">
            <span className="link-card__icon">
              <Icon name={card.icon} size={24} />
            </span>
            <span className="link-card__text">
              <span className="link-card__title">{card.title}</span>
              <span className="link-card__description">{card.description}</span>
            </span>
          </div>
        ),
      )}
    </div>
  );
}
