import { OCR_LANGUAGES } from '../extraction-types';
import { installedOcrLanguages, OcrAssetPaths, TESSERACT_CORE_FILES } from './ocr-assets';

describe('OCR assets', () => {
  it("serve every language of spec 2's list", () => {
    expect([...installedOcrLanguages()].sort()).toEqual([...OCR_LANGUAGES].sort());
  });

  it('list every core variant tesseract.js may choose, from the app itself', () => {
    expect(TESSERACT_CORE_FILES).toEqual([
      'tesseract-core.wasm.js',
      'tesseract-core-lstm.wasm.js',
      'tesseract-core-simd.wasm.js',
      'tesseract-core-simd-lstm.wasm.js',
      'tesseract-core-relaxedsimd.wasm.js',
      'tesseract-core-relaxedsimd-lstm.wasm.js',
    ]);
    for (const path of Object.values(OcrAssetPaths)) expect(path).toMatch(/^\/ocr\//);
  });
});
