import { type ItemAnalysis, ItemAnalysisTexts } from '@cdi/contracts';
import ExcelJS from 'exceljs';
import { exportFileBase, type ExportFile } from '../results/results-export';

const PERCENT = '0%';
const TWO_DECIMALS = '0.00';

/** The item analysis as an XLSX workbook: one row per question, in ItemAnalysisTexts.exportColumns order. */
export async function itemAnalysisWorkbook(analysis: ItemAnalysis, now: Date): Promise<ExportFile> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  const sheet = workbook.addWorksheet(ItemAnalysisTexts.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = ItemAnalysisTexts.exportColumns;
  sheet.addRow([...columns]).font = { bold: true };
  for (const item of analysis.items) {
    sheet.addRow([
      item.section === 'listening' ? 'Listening' : 'Reading',
      item.numbers.length > 1 ? `${item.numbers[0]}-${item.numbers.at(-1)}` : item.question,
      ItemAnalysisTexts.kinds[item.kind],
      item.sittings,
      item.blank,
      item.facility,
      item.discrimination ?? '',
      item.point_biserial ?? '',
      item.flags.map((flag) => ItemAnalysisTexts.flags[flag]).join(', '),
      item.options.map((o) => `${o.key}: ${o.count}`).join(', '),
      item.wrong_answers.map((w) => `${w.answer} (${w.count})`).join(', '),
      item.key.join(' / '),
      item.accepted_by_centre.join(' / '),
    ]);
  }
  sheet.getColumn(6).numFmt = PERCENT;
  sheet.getColumn(7).numFmt = TWO_DECIMALS;
  sheet.getColumn(8).numFmt = TWO_DECIMALS;
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(12, columns[i]!.length + 2);
  });
  return {
    fileName: `${exportFileBase('item-analysis', analysis.test_title, now)}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
