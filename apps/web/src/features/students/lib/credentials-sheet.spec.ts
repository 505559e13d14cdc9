import { credentialsSheetHtml } from './credentials-sheet';

describe('credentialsSheetHtml', () => {
  it('prints a slip per candidate with its id and password, escaping what the file held', () => {
    const html = credentialsSheetHtml('Demo <Centre>', [
      { candidate_id: 'ABC1234', password: 'Xy7kPq2z', first_name: '<script>', last_name: 'Lee', email: null, group: 'G & H' },
    ]);
    expect(html).toContain('Candidate ID: <b>ABC1234</b>');
    expect(html).toContain('Password: <b>Xy7kPq2z</b>');
    expect(html).toContain('&lt;script&gt; Lee');
    expect(html).toContain('Group: G &amp; H');
    expect(html).toContain('Demo &lt;Centre&gt;');
    expect(html).not.toContain('<script>');
  });
});
