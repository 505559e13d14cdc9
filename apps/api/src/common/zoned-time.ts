/** The number format of date-time cells in downloaded workbooks (their values come from wallClockDate in @cdi/contracts). */
export const SPREADSHEET_DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
