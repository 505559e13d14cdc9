import {
  AdminConsolePaths,
  type AssignmentResultsResponse,
  type AttemptResultResponse,
  type CandidateResultsResponse,
  type LogsResponse,
  pathTo,
  ResultPaths,
  ResultTexts,
} from '@cdi/contracts';
import { AttemptEntity, SectionResultEntity, UserEntity } from '@cdi/db';
import ExcelJS from 'exceljs';
import { examScenario, type ExamScenario } from '../support/exam-sockets';
import { createTenant, type CreatedTenant, developerToken } from '../support/fixtures';
import { sharedTestStack, type TestStack } from '../support/test-stack';

describe("results: a Speaking band recorded by the centre's examiner, and IELTS's overall of the four skills", () => {
  let stack: TestStack;
  let tenant: CreatedTenant;
  let scenario: ExamScenario;
  let otherAdmin: string;
  let attemptId: string;
  let examinerName: string;

  const speaking = (band: unknown, token = scenario.adminToken, id = attemptId) =>
    stack.http.request<AttemptResultResponse & { error?: string }>('PUT', pathTo(ResultPaths.speaking, { attemptId: id }), {
      token,
      json: { band },
    });
  const detail = async () =>
    (await stack.http.get<AttemptResultResponse>(pathTo(ResultPaths.attempt, { attemptId }), scenario.adminToken)).body.result;
  const row = async () =>
    (
      await stack.http.get<AssignmentResultsResponse>(
        pathTo(ResultPaths.assignment, { assignmentId: scenario.assignmentId }),
        scenario.adminToken,
      )
    ).body.results.rows.find((r) => r.attempt_id === attemptId)!;
  const csvLines = async () => {
    const csv = await fetch(
      `${stack.http.baseUrl}/api${pathTo(ResultPaths.exportAssignment, { assignmentId: scenario.assignmentId })}?format=csv`,
      { headers: { authorization: `Bearer ${scenario.adminToken}` } },
    );
    return (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
  };

  beforeAll(async () => {
    stack = await sharedTestStack();
    const dev = await developerToken(stack.http);
    tenant = await createTenant(stack.http, dev);
    const other = await createTenant(stack.http, dev);
    otherAdmin = await stack.http.login(other.adminLoginId, other.adminPassword);
    scenario = await examScenario(stack, tenant, 1);
    attemptId = scenario.attemptIds[0]!;
    // A sitting completed and marked: Listening 26/40 (6.5), Reading 27/40 (6.5), Writing 6.
    await stack.dataSource
      .getRepository(AttemptEntity)
      .update(
        { id: attemptId },
        { status: 'completed', startedAt: new Date(Date.now() - 3 * 3_600_000), completedAt: new Date() },
      );
    const marked = { attemptId, tenantId: tenant.id, status: 'marked' as const, closedAt: new Date(), markedAt: new Date() };
    await stack.dataSource.getRepository(SectionResultEntity).insert([
      { ...marked, section: 'listening', rawScore: 26, maxScore: 40, band: 6.5 },
      { ...marked, section: 'reading', rawScore: 27, maxScore: 40, band: 6.5 },
      { ...marked, section: 'writing', band: 6, markingRule: 'single' },
    ]);
    const admin = await stack.dataSource.getRepository(UserEntity).findOneByOrFail({ tenantId: tenant.id, role: 'admin' });
    examinerName = `${admin.firstName} ${admin.lastName}`.trim() || admin.loginId;
  });
  afterAll(async () => {
    await stack.close();
  });

  it('without Speaking keeps the L/R/W average and says so', async () => {
    expect(await detail()).toMatchObject({
      overall_band: 6.5, // (6.5 + 6.5 + 6) / 3 = 6.33
      overall_kind: 'lrw_average',
      speaking_band: null,
      speaking: null,
    });
    expect(await row()).toMatchObject({ overall_band: 6.5, overall_kind: 'lrw_average', speaking_band: null });
    const lines = await csvLines();
    expect(lines[0]).toBe(
      'Candidate ID,Name,Status,Listening raw,Listening band,Reading raw,Reading band,Writing band,Speaking band,Overall band,Overall basis,Completed at',
    );
    expect(lines[1]!.split(',').slice(7, 11)).toEqual(['6', '', '6.5', 'L/R/W average']);
  });

  it.each([[6.25], [9.5], [-0.5], ['6.5'], [true], [Number.MAX_VALUE]])(
    'refuses Speaking band %p with a clear message',
    async (band) => {
      const response = await speaking(band);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(ResultTexts.invalidSpeakingBand);
    },
  );

  it('refuses a request without a band, or with anything beside it', async () => {
    const missing = await stack.http.request<{ error?: string }>('PUT', pathTo(ResultPaths.speaking, { attemptId }), {
      token: scenario.adminToken,
      json: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(ResultTexts.invalidSpeakingBand);
    const extra = await stack.http.request('PUT', pathTo(ResultPaths.speaking, { attemptId }), {
      token: scenario.adminToken,
      json: { band: 6, examiner: 'someone else' },
    });
    expect(extra.status).toBe(400);
  });

  it("answers 404 for another centre's sitting and 403 to a candidate, and changes nothing", async () => {
    expect((await speaking(6, otherAdmin)).status).toBe(404);
    expect((await speaking(6, scenario.tokens[0]!)).status).toBe(403);
    expect((await speaking(6, scenario.adminToken, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await detail()).speaking).toBeNull();
  });

  it('records Speaking with the examiner and the date; the overall becomes the mean of the four skills (6.25 → 6.5)', async () => {
    const before = Date.now();
    const response = await speaking(6);
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      overall_band: 6.5, // (6.5 + 6.5 + 6 + 6) / 4 = 6.25, a quarter rounds up
      overall_kind: 'four_skills',
      speaking_band: 6,
      speaking: { band: 6, examiner_name: examinerName },
    });
    const recordedAt = Date.parse(response.body.result.speaking!.recorded_at);
    expect(recordedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(recordedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await detail()).toEqual(response.body.result);
    expect(await row()).toMatchObject({ speaking_band: 6, overall_band: 6.5, overall_kind: 'four_skills' });
    expect((await csvLines())[1]!.split(',').slice(7, 11)).toEqual(['6', '6', '6.5', 'L/R/W/S']);

    // Where the four-skill overall differs from the L/R/W one: Speaking 4.5 → (6.5 + 6.5 + 6 + 4.5) / 4 = 5.875 → 6.
    expect((await speaking(4.5)).body.result).toMatchObject({ overall_band: 6, overall_kind: 'four_skills', speaking_band: 4.5 });
    const xlsx = await fetch(
      `${stack.http.baseUrl}/api${pathTo(ResultPaths.exportAssignment, { assignmentId: scenario.assignmentId })}?format=xlsx`,
      { headers: { authorization: `Bearer ${scenario.adminToken}` } },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.getWorksheet('Results')!;
    expect((sheet.getRow(1).values as unknown[]).slice(8, 12)).toEqual([
      'Writing band',
      'Speaking band',
      'Overall band',
      'Overall basis',
    ]);
    expect((sheet.getRow(2).values as unknown[]).slice(8, 12)).toEqual([6, 4.5, 6, 'L/R/W/S']);
  });

  it('clears Speaking with null: the L/R/W average again', async () => {
    const response = await speaking(null);
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      overall_band: 6.5,
      overall_kind: 'lrw_average',
      speaking_band: null,
      speaking: null,
    });
    expect(await row()).toMatchObject({ speaking_band: null, overall_kind: 'lrw_average' });
  });

  it("counts Speaking recorded after release in the candidate's released overall, and logs each recording", async () => {
    const release = await stack.http.request('POST', pathTo(ResultPaths.releaseAttempt, { attemptId }), {
      token: scenario.adminToken,
    });
    expect(release.status).toBe(200);
    const mine = async () =>
      (await stack.http.get<CandidateResultsResponse>(ResultPaths.mine, scenario.tokens[0]!)).body.sittings[0]!;
    expect(await mine()).toMatchObject({ released: true, overall_band: 6.5, overall_kind: 'lrw_average', speaking_band: null });
    await speaking(6);
    expect(await mine()).toMatchObject({ released: true, overall_band: 6.5, overall_kind: 'four_skills', speaking_band: 6 });
    await speaking(4.5);
    expect(await mine()).toMatchObject({ overall_band: 6, overall_kind: 'four_skills', speaking_band: 4.5 });

    const log = await stack.http.get<LogsResponse>(AdminConsolePaths.logs, scenario.adminToken);
    const sentences = log.body.logs.filter((e) => e.action === 'results.speaking').map((e) => e.summary);
    expect(sentences[0]).toMatch(/^Recorded Speaking band 4\.5 for /);
    expect(sentences).toContainEqual(expect.stringMatching(/^Cleared the Speaking band of /));
  });
});
