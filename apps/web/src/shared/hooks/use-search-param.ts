import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A filter kept in the address bar, so going back restores it; '' removes it. */
export function useSearchParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name) ?? '', set];
}
