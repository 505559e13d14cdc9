#!/usr/bin/env node
// @ts-check
// make-pdf-fixtures.mjs: writes the PDFs the PDF tools are tested with.
//
//   node content/tools/make-pdf-fixtures.mjs
//
// content/pdf-fixtures/reading-mock-test.pdf: a two-page text PDF (standard Helvetica) of a short
//   reading passage (page 1) and its 13 questions (page 2), laid out like a printed mock test.
// content/pdf-fixtures/scanned-page.pdf: page 1 of it as a 150 dpi picture without a text layer, the
//   way a scanner makes it, for OCR. The picture is a Chromium screenshot (through Playwright) of the same lines.
// Dates and producer are fixed so that re-running the script changes nothing unless the text changes.
// Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { chromium } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../pdf-fixtures');

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const BODY = 10.5;
const LEADING = 1.4; // line height in font sizes
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');
const DPI = 150;

const passage = {
  label: 'READING PASSAGE 1',
  intro: 'You should spend about 20 minutes on Questions 1-13, which are based on Reading Passage 1 below.',
  title: 'The Last Lighthouse Keepers',
  paragraphs: [
    [
      'A',
      'For almost three hundred years, the safety of ships along the rocky northern coast depended on a small group of men and women who lived at the top of narrow stone towers. The first lighthouse on Skerry Rock was built of timber in 1714 and burned down within a decade; its replacement, finished in 1790, was made of granite blocks cut on the mainland and carried out to the rock by rowing boat.',
    ],
    [
      'B',
      'The working day of the keepers was shaped by the lamp. Each evening they lit the wicks before sunset, and through the night they took turns to trim them, wind the clockwork that turned the lens and write the weather in a logbook every four hours. In the morning the great glass lens was polished by hand, because even a thin film of soot could halve the distance at which the light was seen.',
    ],
    [
      'C',
      'Life on the rock was lonely and often dangerous. Supplies arrived by boat once a fortnight when the sea allowed it, and in winter storms the keepers could be cut off for weeks. Most stations were staffed by three keepers so that one could always be awake, a rule introduced after a keeper on a neighbouring rock died and his companion was left alone for nearly a month.',
    ],
    [
      'D',
      'From the 1960s onwards, electric lamps and automatic controls made the work of the keepers unnecessary. Skerry Rock was automated in 1987, and the last keepers left by helicopter. Today the lighthouse is watched from an office hundreds of kilometres away, and the cottage at its foot has been turned into a small museum.',
    ],
  ],
};

/**
 * Each item: the question's number, its text, and its options (multiple choice only).
 * @type {{ range: string; instructions: string[]; judgements?: [string, string][]; items: [string, string, string[]?][] }[]}
 */
const questions = [
  {
    range: 'Questions 1-5',
    instructions: ['Do the following statements agree with the information given in Reading Passage 1?', 'Write'],
    judgements: [
      ['TRUE', 'if the statement agrees with the information'],
      ['FALSE', 'if the statement contradicts the information'],
      ['NOT GIVEN', 'if there is no information on this'],
    ],
    items: [
      ['1', 'The first lighthouse on Skerry Rock was built of stone.'],
      ['2', 'The granite for the second lighthouse was cut on the mainland.'],
      ['3', 'The keepers recorded the weather every four hours.'],
      ['4', 'Keepers were paid more for working through the winter.'],
      ['5', 'The rule about three keepers followed a death on another rock.'],
    ],
  },
  {
    range: 'Questions 6-9',
    instructions: ['Complete the sentences below.', 'Write NO MORE THAN TWO WORDS from the passage for each answer.'],
    items: [
      ['6', 'Supplies were brought to the rock once a __________.'],
      ['7', 'Every morning the keepers polished the __________ by hand.'],
      ['8', 'A thin film of __________ could reduce how far away the light was seen.'],
      ['9', 'The cottage beside the lighthouse is now a small __________.'],
    ],
  },
  {
    range: 'Questions 10-13',
    instructions: ['Choose the correct letter, A, B, C or D.'],
    items: [
      [
        '10',
        'Why was the lighthouse of 1714 replaced?',
        ['It was too small.', 'It was destroyed by fire.', 'It was hit by a ship.', 'It was too far from the coast.'],
      ],
      [
        '11',
        'What did the keepers do during the night?',
        ['They rowed out to ships.', 'They painted the tower.', 'They wound the clockwork.', 'They repaired the boat.'],
      ],
      [
        '12',
        'Why were most stations staffed by three keepers?',
        [
          'to share the cost of supplies',
          'so that one keeper was always awake',
          'because the towers were large',
          'to train new keepers',
        ],
      ],
      [
        '13',
        'How did the last keepers leave Skerry Rock?',
        ['by rowing boat', 'by helicopter', 'by supply ship', 'on foot at low tide'],
      ],
    ],
  },
];

/** Splits text into lines no wider than `width` points at `size` in `font`. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The layout of both pages as positioned runs: { page, x, baseline (from the top), size, bold, text }.
 * The text PDF draws these runs; the scanned page renders page 1's runs as HTML at the same places.
 */
function layout(fonts) {
  const runs = [];
  let page = 1;
  let y = MARGIN;
  const width = PAGE.width - 2 * MARGIN;
  const line = (size, gapAfter = 0) => {
    y += size * LEADING;
    const baseline = y;
    y += gapAfter;
    return baseline;
  };
  const put = (x, baseline, size, bold, text) => runs.push({ page, x, baseline, size, bold, text });
  const text = (x, size, bold, content, gapAfter = 0) => {
    const lines = wrap(content, bold ? fonts.bold : fonts.regular, size, width - (x - MARGIN));
    lines.forEach((l, i) => put(x, line(size, i === lines.length - 1 ? gapAfter : 0), size, bold, l));
  };

  text(MARGIN, 12, true, passage.label, 4);
  text(MARGIN, BODY, false, passage.intro, 14);
  text(MARGIN, 20, true, passage.title, 12);
  for (const [letter, body] of passage.paragraphs) {
    // Paragraph letter in the margin, text hanging beside it, a blank line between paragraphs.
    const lines = wrap(body, fonts.regular, BODY, width - 18);
    lines.forEach((l, i) => {
      const baseline = line(BODY, i === lines.length - 1 ? BODY * LEADING : 0);
      if (i === 0) put(MARGIN, baseline, BODY, true, letter);
      put(MARGIN + 18, baseline, BODY, false, l);
    });
  }

  page = 2;
  y = MARGIN;
  for (const group of questions) {
    text(MARGIN, 11, true, group.range, 4);
    group.instructions.forEach((instruction) => text(MARGIN, BODY, false, instruction));
    for (const [word, meaning] of group.judgements ?? []) {
      const baseline = line(BODY);
      put(MARGIN + 18, baseline, BODY, true, word);
      put(MARGIN + 90, baseline, BODY, false, meaning);
    }
    y += 8;
    for (const [number, question, options] of group.items) {
      const lines = wrap(question, fonts.regular, BODY, width - 22);
      lines.forEach((l, i) => {
        const baseline = line(BODY);
        if (i === 0) put(MARGIN, baseline, BODY, true, number);
        put(MARGIN + 22, baseline, BODY, false, l);
      });
      (options ?? []).forEach((option, i) => {
        const baseline = line(BODY);
        put(MARGIN + 22, baseline, BODY, true, 'ABCD'[i]);
        put(MARGIN + 40, baseline, BODY, false, option);
      });
      y += 3;
    }
    y += 16;
  }
  if (y > PAGE.height - MARGIN) throw new Error('The questions do not fit on page 2');
  return runs;
}

function fixMetadata(pdf, title) {
  pdf.setTitle(title);
  pdf.setAuthor('CDI exam platform');
  pdf.setProducer('content/tools/make-pdf-fixtures.mjs');
  pdf.setCreator('content/tools/make-pdf-fixtures.mjs');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
}

async function textPdf(runs) {
  const pdf = await PDFDocument.create();
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const pages = [pdf.addPage([PAGE.width, PAGE.height]), pdf.addPage([PAGE.width, PAGE.height])];
  for (const run of runs) {
    const page = pages[run.page - 1];
    if (!page) throw new Error(`No page ${run.page} in the text PDF`);
    page.drawText(run.text, {
      x: run.x,
      y: PAGE.height - run.baseline,
      size: run.size,
      font: run.bold ? fonts.bold : fonts.regular,
      color: rgb(0, 0, 0),
    });
  }
  fixMetadata(pdf, 'Reading mock test');
  return pdf.save({ useObjectStreams: false });
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Page 1 as a PNG: each run absolutely placed in points, so the picture matches the text PDF. */
async function scanPng(runs) {
  const spans = runs
    .filter((run) => run.page === 1)
    .map(
      (run) =>
        `<span style="left:${run.x}pt;top:${run.baseline - run.size * 0.8}pt;font-size:${run.size}pt;font-weight:${run.bold ? 700 : 400}">${escapeHtml(run.text)}</span>`,
    )
    .join('\n');
  const html = `<!doctype html><html><head><style>
    html, body { margin: 0; background: #fff; }
    body { position: relative; width: ${PAGE.width}pt; height: ${PAGE.height}pt; overflow: hidden; }
    span { position: absolute; white-space: pre; color: #000; line-height: 1; font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; }
  </style></head><body>${spans}</body></html>`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
  try {
    // 1 pt is 4/3 CSS px; the scale factor turns CSS px into 150 dpi pixels.
    const cssWidth = Math.round((PAGE.width * 96) / 72);
    const cssHeight = Math.round((PAGE.height * 96) / 72);
    const page = await browser.newPage({ viewport: { width: cssWidth, height: cssHeight }, deviceScaleFactor: DPI / 96 });
    await page.setContent(html);
    return await page.screenshot({ type: 'png', fullPage: false });
  } finally {
    await browser.close();
  }
}

async function scannedPdf(png) {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  page.drawImage(image, { x: 0, y: 0, width: PAGE.width, height: PAGE.height });
  fixMetadata(pdf, 'Reading mock test, page 1 (scanned)');
  return pdf.save({ useObjectStreams: false });
}

const measure = await PDFDocument.create();
const fonts = {
  regular: await measure.embedFont(StandardFonts.Helvetica),
  bold: await measure.embedFont(StandardFonts.HelveticaBold),
};
const runs = layout(fonts);
mkdirSync(out, { recursive: true });
const text = await textPdf(runs);
writeFileSync(path.join(out, 'reading-mock-test.pdf'), text);
const scanned = await scannedPdf(await scanPng(runs));
writeFileSync(path.join(out, 'scanned-page.pdf'), scanned);
console.log(`reading-mock-test.pdf ${text.length} bytes, scanned-page.pdf ${scanned.length} bytes`);
