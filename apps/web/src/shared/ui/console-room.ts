import { createContext, useContext, useEffect } from 'react';

/** Lets the page inside the console frame say it needs the width (see useConsoleRoom). */
export const ConsoleRoomContext = createContext<(wanted: boolean) => void>(() => undefined);

/**
 * For a page whose content is a wide live table: on a narrow screen the console's sidebar starts
 * folded to its icons while the page is open, unless the user has chosen otherwise with its toggle.
 */
export function useConsoleRoom(): void {
  const askForRoom = useContext(ConsoleRoomContext);
  useEffect(() => {
    askForRoom(true);
    return () => askForRoom(false);
  }, [askForRoom]);
}
