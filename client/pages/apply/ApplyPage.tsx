// Apply Now: the loan application beside the eligibility criteria, then an in-page Thank You screen.
import { PageHero } from '../../components/PageHero.tsx';
import { ApplyForm } from './ApplyForm.tsx';
import { ApplyAside, loadApplyAside } from './aside-part.tsx';
import { thankYou } from './lazy-thank-you.tsx';
import { useApplyForm } from './useApplyForm.ts';
import './apply.css';
import { applyCopy } from './strings.ts';

/** A client-side navigation loads the eligibility aside with the page; the first page reads it back. */
export const loadContent = loadApplyAside;

export default function ApplyPage() {
  const form = useApplyForm();
  return (
    <>
      <PageHero title={applyCopy.pageTitle} intro={applyCopy.pageIntro} />
      <section className="section section-soft apply-section">
        <div className="container">
          {form.phase === 'done' ? (
            <thankYou.Part
              message={form.confirmation}
              firstName={form.values.firstName}
              mobile={form.values.mobile}
            />
          ) : (
            <div className="apply-layout">
              <ApplyForm form={form} />
              <ApplyAside />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
