import t from 'tap';
import { sanitizeLeadInfoHtml } from '../../server/features/kyc/lead-info-html.ts';
import { leadInfoHtml } from '../../server/upstreams/sandbox/lead-info-html.ts';
import { leads } from '../../server/upstreams/sandbox/seed/index.ts';

t.test('scripts are removed with their content', async (t) => {
  const out = sanitizeLeadInfoHtml(
    '<p>ok</p><script>alert(document.cookie)</script><SCRIPT src="x.js"></SCRIPT>',
  );
  t.equal(out, '<p>ok</p>');
});

t.test('event handlers are stripped from every element', async (t) => {
  const out = sanitizeLeadInfoHtml(
    '<p onclick="alert(1)" onmouseover="x()">hi</p><img src=x onerror="alert(2)"><b onload=y>b</b>',
  );
  t.equal(out, '<p>hi</p><b>b</b>');
  t.notMatch(out, /on\w+=/i);
});

t.test('javascript: and other non-http links become inert', async (t) => {
  const out = sanitizeLeadInfoHtml(
    '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&#58;alert(2)">b</a><a href="data:text/html,x">c</a><a href="//evil.example">d</a>',
  );
  t.notMatch(out, /javascript|data:|evil/i);
  t.match(out, /a.*b.*c.*d/, 'the link text survives');
});

t.test('http(s) links open safely in a new tab', async (t) => {
  const out = sanitizeLeadInfoHtml(
    '<a href="https://www.incometax.gov.in/" rel="opener" target="_self" onclick="x()">portal</a>',
  );
  t.equal(
    out,
    '<a href="https://www.incometax.gov.in/" rel="noopener noreferrer" target="_blank">portal</a>',
  );
});

t.test('style attributes and style elements are dropped', async (t) => {
  const out = sanitizeLeadInfoHtml(
    '<div style="background:url(javascript:alert(1))">x</div><style>body{display:none}</style>',
  );
  t.equal(out, '<div>x</div>');
});

t.test('iframes, objects and embeds are removed with their fallback content', async (t) => {
  const out = sanitizeLeadInfoHtml(
    '<iframe src="https://evil.example">fallback</iframe><object data="x">obj</object><embed src="y"><p>kept</p>',
  );
  t.equal(out, '<p>kept</p>');
});

t.test('the allowed formatting and tables pass through, spans only as numbers', async (t) => {
  const html =
    '<h4>PAN verified</h4><table><thead><tr><th colspan="2" class="x">Name</th></tr></thead>' +
    '<tbody><tr><td rowspan="1" width="9">A</td><td colspan="2;x">B</td></tr></tbody></table>' +
    '<ul><li><strong>s</strong> <em>e</em> <i>i</i> <u>u</u></li></ul><span id="z">t</span>';
  t.equal(
    sanitizeLeadInfoHtml(html),
    '<h4>PAN verified</h4><table><thead><tr><th colspan="2">Name</th></tr></thead>' +
      '<tbody><tr><td rowspan="1">A</td><td>B</td></tr></tbody></table>' +
      '<ul><li><strong>s</strong> <em>e</em> <i>i</i> <u>u</u></li></ul><span>t</span>',
  );
});

t.test("the sandbox's hostile PAN answer comes out inert", async (t) => {
  const lead = leads.find((l) => l.panCheck === 'hostile-markup');
  if (!lead) throw new Error('the seed has a hostile lead');
  const raw = leadInfoHtml(lead, lead.pan);
  t.match(raw, /<script/, 'the raw answer is hostile');
  const out = sanitizeLeadInfoHtml(raw);
  t.notMatch(out, /<script|<iframe|<img|<style|javascript:|on\w+=|style=|evil/i);
  t.match(out, /PAN verified/);
  t.match(out, /href="https:\/\/www\.incometax\.gov\.in\/" rel="noopener noreferrer"/);
});
