// @ts-check
// Loads the bundled sample test into the demo tenant through the product's own upload pipeline
// (the same call and worker a developer's upload goes through). Idempotent: parts already there
// (by test group, section and part) are left alone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AdminPaths,
  API_BASE,
  AuthPaths,
  ExamPartPaths,
  InvigilationPaths,
  pathTo,
  StaffPaths,
  TenantPaths,
  TestMakingPaths,
} from '@cdi/contracts';
import { repoRoot, say } from './processes.cjs';

/**
 * @import { ExamSection } from '@cdi/contracts'
 * @import { AdminGroupsResponse, AssignedTestsResponse, CreateTestRequest, ExamPartListResponse, ExamPartResponse, InvigilationAssignmentsResponse, LoginRequest, LoginResponse, StaffListResponse, TenantListResponse, UpdateStaffRequest, UploadExamResponse } from '@cdi/contracts'
 */

const SAMPLE_DIR = path.join(repoRoot, 'content/sample-test');
const TEST_GROUP = 'Sample Test 1';
/** @type {Record<ExamSection, string>} */
const FOLDERS = { listening: 'listening', reading: 'reading', writing: 'writing' };
/** @type {Record<ExamSection, string>} */
const FILE_PREFIX = { listening: 'part', reading: 'passage', writing: 'task' };

/**
 * One call to the api as `token`'s user; the caller names what the route answers (`T`).
 * @template T
 * @param {string} apiUrl
 * @param {string} token
 * @param {'GET' | 'POST' | 'PUT' | 'DELETE'} method
 * @param {string} route
 * @param {FormData | CreateTestRequest | UpdateStaffRequest} [body]
 * @returns {Promise<T>}
 */
async function call(apiUrl, token, method, route, body) {
  const asJson = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${apiUrl}${API_BASE}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(asJson && { 'content-type': 'application/json' }) },
    body: asJson ? JSON.stringify(body) : body,
  });
  const answer = /** @type {T & { error?: string }} */ (await response.json().catch(() => ({})));
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${answer.error ?? ''}`);
  return answer;
}

/** The parts of the sample test as files on disk, in upload order. */
export function samplePartFiles() {
  const parts = [];
  for (const [section, folder] of /** @type {[ExamSection, string][]} */ (Object.entries(FOLDERS))) {
    const dir = path.join(SAMPLE_DIR, folder);
    if (!existsSync(dir)) continue;
    const names = readdirSync(dir);
    for (const name of names.filter((n) => new RegExp(`^${FILE_PREFIX[section]}-\\d\\.json$`).test(n)).sort()) {
      const base = name.replace(/\.json$/, '');
      const json = readFileSync(path.join(dir, name), 'utf8');
      const referenced = names.filter((n) => /\.(png|jpe?g)$/i.test(n) && json.includes(`"${n}"`));
      parts.push({
        section,
        part: Number(JSON.parse(json).part),
        json: path.join(dir, name),
        solution: names.includes(`${base}.solution.json`) ? path.join(dir, `${base}.solution.json`) : null,
        audio: names.includes(`${base}.mp3`) ? path.join(dir, `${base}.mp3`) : null,
        images: referenced.map((n) => path.join(dir, n)),
      });
    }
  }
  return parts;
}

const asFile = (/** @type {string} */ file) => new File([readFileSync(file)], path.basename(file));

/**
 * @param {string} apiUrl
 * @param {string} loginId
 * @param {string} password
 */
async function signIn(apiUrl, loginId, password) {
  /** @type {LoginRequest} */
  const request = { candidate_id: loginId, password };
  const response = await fetch(`${apiUrl}${API_BASE}${AuthPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(request),
  });
  if (!response.ok) throw new Error(`Signing in as ${loginId} failed (${response.status})`);
  return /** @type {LoginResponse} */ (await response.json()).token;
}

/**
 * Assembles the sample test from its parts and assigns it to the demo group, unless the group's first
 * student already has it: a demo candidate can start at once.
 * @param {{ apiUrl: string; adminLogin: string; studentLogin: string; password: string; groupName: string }} demo
 */
export async function assignSampleTest({ apiUrl, adminLogin, studentLogin, password, groupName }) {
  const student = await signIn(apiUrl, studentLogin, password);
  /** @type {AssignedTestsResponse} */
  const { assignedTests } = await call(apiUrl, student, 'GET', TestMakingPaths.studentAssignedTests);
  if (assignedTests.some((t) => t.title === TEST_GROUP)) return { assigned: false };

  const admin = await signIn(apiUrl, adminLogin, password);
  /** @type {ExamPartListResponse} */
  const { exams } = await call(apiUrl, admin, 'GET', ExamPartPaths.adminList);
  /** @type {AdminGroupsResponse} */
  const { groups } = await call(apiUrl, admin, 'GET', AdminPaths.groups);
  const group = groups.find((g) => g.name === groupName);
  if (!group) throw new Error(`Group "${groupName}" not found for the sample test`);
  const ready = exams.filter((e) => e.test_group === TEST_GROUP && e.processing_status === 'completed');
  const slot = (/** @type {ExamSection} */ section, /** @type {number} */ count) =>
    Array.from({ length: count }, (_, i) => ready.find((e) => e.section === section && e.part === i + 1)?.id ?? null);
  await call(
    apiUrl,
    admin,
    'POST',
    TestMakingPaths.createTest,
    /** @type {CreateTestRequest} */ ({
      title: TEST_GROUP,
      description: 'The complete sample test: listening, reading and writing.',
      listeningParts: slot('listening', 4),
      readingParts: slot('reading', 3),
      writingParts: slot('writing', 2),
      isTemplate: false,
      assignedToGroupId: group.id,
    }),
  );
  return { assigned: true };
}

/**
 * Gives the demo invigilator the sample test's sitting, unless they were given an assignment already.
 * @param {{ apiUrl: string; adminLogin: string; invigilatorLogin: string; password: string }} demo
 */
export async function giveSampleSittingToInvigilator({ apiUrl, adminLogin, invigilatorLogin, password }) {
  const admin = await signIn(apiUrl, adminLogin, password);
  /** @type {StaffListResponse} */
  const { staff } = await call(apiUrl, admin, 'GET', StaffPaths.list);
  const invigilator = staff.find((member) => member.login_id === invigilatorLogin);
  if (!invigilator || invigilator.assignment_ids.length > 0) return;
  /** @type {InvigilationAssignmentsResponse} */
  const { assignments } = await call(apiUrl, admin, 'GET', InvigilationPaths.assignments);
  const sitting = assignments.find((a) => a.test_title === TEST_GROUP);
  if (!sitting) return;
  await call(apiUrl, admin, 'PUT', pathTo(StaffPaths.one, { id: invigilator.id }), { assignment_ids: [sitting.id] });
}

/**
 * Uploads every sample part the tenant lacks and waits until ingestion has finished for each.
 * @param {{ apiUrl: string; developerLogin: string; password: string; tenantName: string; timeoutMs?: number }} demo
 */
export async function loadSampleContent({ apiUrl, developerLogin, password, tenantName, timeoutMs = 120_000 }) {
  const token = await signIn(apiUrl, developerLogin, password);

  /** @type {TenantListResponse} */
  const { tenants } = await call(apiUrl, token, 'GET', TenantPaths.list);
  const tenant = tenants.find((t) => t.tenant_name === tenantName);
  if (!tenant) throw new Error(`Tenant "${tenantName}" not found for the sample test`);
  /** @type {ExamPartListResponse} */
  const { exams } = await call(
    apiUrl,
    token,
    'GET',
    `${ExamPartPaths.developerList}?${new URLSearchParams({ tenant_id: tenant.id })}`,
  );
  const sampleParts = exams.filter((e) => e.test_group === TEST_GROUP);
  // A sample part that failed (say, content edited badly) is replaced rather than kept beside the new one.
  for (const failed of sampleParts.filter((e) => e.processing_status === 'failed')) {
    await call(apiUrl, token, 'DELETE', pathTo(ExamPartPaths.developerOne, { id: failed.id }));
  }
  const present = new Set(sampleParts.filter((e) => e.processing_status !== 'failed').map((e) => `${e.section}-${e.part}`));

  const missing = samplePartFiles().filter((p) => !present.has(`${p.section}-${p.part}`));
  if (missing.length === 0) return { uploaded: 0 };
  say('start', `Loading the sample test into ${tenantName} (${missing.length} parts)...`);
  const ids = [];
  for (const part of missing) {
    const form = new FormData();
    form.set('tenantId', tenant.id);
    form.set('testGroup', TEST_GROUP);
    form.set('section', part.section);
    form.set('part', String(part.part));
    form.set('jsonFile', asFile(part.json));
    if (part.solution) form.set('solutionFile', asFile(part.solution));
    if (part.audio) form.set('audioFile', asFile(part.audio));
    for (const image of part.images) form.append('images', asFile(image));
    /** @type {UploadExamResponse} */
    const { exam } = await call(apiUrl, token, 'POST', ExamPartPaths.upload, form);
    ids.push(exam.id);
  }

  const deadline = Date.now() + timeoutMs;
  const failures = [];
  for (const id of ids) {
    for (;;) {
      /** @type {ExamPartResponse} */
      const { exam } = await call(apiUrl, token, 'GET', pathTo(ExamPartPaths.developerOne, { id }));
      if (exam.processing_status === 'completed') break;
      if (exam.processing_status === 'failed') {
        failures.push(`${exam.title}: ${exam.errors.map((e) => `${e.file} ${e.path} ${e.message}`).join('; ')}`);
        break;
      }
      if (Date.now() > deadline) throw new Error(`Sample part ${exam.title} is still ${exam.processing_status}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  if (failures.length) throw new Error(`Sample test parts failed ingestion:\n${failures.join('\n')}`);
  return { uploaded: ids.length };
}
