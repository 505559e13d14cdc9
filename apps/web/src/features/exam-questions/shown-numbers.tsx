import { createContext, useContext } from 'react';

/** The number a candidate sees for an authored question number: the paper's own, from the server. */
export type ShownNumber = (authored: number) => number;

const asAuthored: ShownNumber = (authored) => authored;

/**
 * A sitting's paper is numbered 1 to 40 in slot order while its parts keep their authored numbers
 * (the answers' key): the screens that print a number ask here. Outside a sitting (previews,
 * practice) the authored numbers are shown.
 */
const ShownNumbers = createContext<ShownNumber>(asAuthored);

export const ShownNumbersProvider = ShownNumbers.Provider;

export function useShownNumber(): ShownNumber {
  return useContext(ShownNumbers);
}
