// Who may apply (SPEC section 1), beside the form, with a line to call for help.
import { Icon } from '../../components/Icon.tsx';
import { useAsset } from '../../client-config.tsx';
import { eligibility } from '../../content/eligibility.ts';
import { site } from '../../../shared/site.ts';
import { asideCopy } from './strings.ts';
import { siteWords } from '../../site-words.ts';

export function EligibilityAside() {
  const asset = useAsset();
  return (
    <aside className="apply-aside" aria-labelledby="apply-eligibility-title" data-read-back="">
      <div className="card apply-eligibility">
        <img
          className="apply-illustration"
          src={asset('img/apply/apply-side.svg')}
          width={360}
          height={240}
          alt=""
          decoding="async"
        />
        <h2 id="apply-eligibility-title">{eligibility.heading}</h2>
        <p className="apply-eligibility-sub">{eligibility.subheading}</p>
        <ul className="eligibility-list">
          {eligibility.items.map((item) => (
            <li key={item.title}>
              <span className="eligibility-icon">
                <Icon name={item.icon} size={28} />
              </span>
              <span>
                <strong>{item.title}</strong>
                <span className="eligibility-desc">{item.desc}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="card apply-help">
        <h2>{asideCopy.needHelp}</h2>
        <p>
          {asideCopy.callBefore}
          <a href={`tel:${site.phoneHref}`}>{site.phone}</a>
          {asideCopy.callAfter(siteWords.officeHours)}
        </p>
      </div>
    </aside>
  );
}
