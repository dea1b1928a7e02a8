// {{terms.*}} tokens: filled from the product terms, an unknown one fails the build with the file named.
import t from 'tap';
import { fillTermTokens, termTokens } from '../../shared/product-term-tokens.ts';
import { compilePolicy } from '../../scripts/policies/compile-policy.ts';
import { site } from '../../shared/site.ts';
import { aprRange, productTerms } from '../../shared/product-terms.ts';

t.test('tokens read the module', async (t) => {
  t.equal(termTokens['apr.min'], `${aprRange.min}%`);
  t.equal(termTokens['apr.max'], `${aprRange.max}%`);
  t.equal(termTokens['amount.min'], '₹1,500');
  t.equal(termTokens['amount.max'], '₹1,00,000');
  t.equal(termTokens['tenure.min'], String(productTerms.tenureDays.min));
  t.equal(termTokens['example.standard.apr'], '464.17%');
  t.equal(termTokens['example.standard.gst'], '₹369');
  t.equal(termTokens.feeWithGst, '5.9%');
});

t.test(
  'a document with tokens compiles to the figures; an unknown token fails naming it',
  async (t) => {
    t.equal(
      fillTermTokens('APR {{terms.apr.min}} to {{ terms.apr.max }}', 'x.md'),
      'APR 128.4% to 540.5%',
    );
    t.throws(
      () => fillTermTokens('{{terms.apr.typo}}', 'x.md'),
      /x\.md: unknown product term token\(s\) \{\{terms\.apr\.typo\}\}/,
    );
    // A policy needs its version, effective date and a closing change log (the compiler's rules).
    const doc = compilePolicy(
      '---\ntitle: T\ndescription: D\nupdated: 2026-11-23\nversion: 1.0\neffective: 2026-11-23\n---\n\n## 1. Terms\n\nFrom {{terms.amount.min}} at {{site.brand}}.\n\n## Change log\n\nFirst version.\n',
      'client/content/policies/sample.md',
      site,
    );
    t.match(doc.html, 'From ₹1,500 at Rupeeflow.');
  },
);
