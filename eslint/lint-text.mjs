// `node eslint/lint-text.mjs`: reads [{ file, code }] as JSON on stdin, lints each code as if it were
// that file, and prints the rule ids each breaks as JSON (used by house-rules.spec.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const samples = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
const broken = [];
for (const { file, code } of samples) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  broken.push(result.messages.map((message) => message.ruleId ?? message.message));
}
console.log(JSON.stringify(broken));
