// Our team (/our-teame): 3 leadership cards, 12 department leads and an auto-playing carousel of the supporting
// staff, 4 to a view (2 below 992 px, 1 below 576 px), a new slide every 2 s moving for 1 s (SPEC sections 2, 9).
import { leaders, leads, staff, teamHeadings } from '../../content/team.ts';
import { PageHero } from '../../components/PageHero.tsx';
import { Section } from '../../components/Section.tsx';
import { Reveal } from '../../components/Reveal.tsx';
import { LazyCarousel as Carousel } from '../../components/carousel/LazyCarousel.tsx';
import { TeamCard } from './TeamCard.tsx';
import './team.css';

const STAFF_INTERVAL_MS = 2000;
const STAFF_SPEED_MS = 1000;
const STAGGER_MS = 100;

export default function TeamPage() {
  return (
    <>
      <PageHero title={teamHeadings.title} />
      <Section headingId="leaders-heading" title={teamHeadings.leaders}>
        <ul className="leader-grid" role="list">
          {leaders.map((m) => (
            <li key={m.name}>
              <TeamCard member={m} variant="leader" eager />
            </li>
          ))}
        </ul>
      </Section>
      <Section headingId="leads-heading" title={teamHeadings.leads} className="section-soft">
        <ul className="lead-grid" role="list">
          {leads.map((m, i) => (
            <Reveal as="li" key={m.name} delay={(i % 4) * STAGGER_MS}>
              <TeamCard member={m} variant="lead" />
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section
        headingId="staff-heading"
        title={teamHeadings.staff}
        className="staff"
        landmark={false}
      >
        <Carousel
          labelledBy="staff-heading"
          className="staff-carousel"
          items={staff}
          itemKey={(m) => m.image}
          itemLabel={(m) => `${m.name}, ${m.role}`}
          renderItem={(m) => <TeamCard member={m} variant="staff" />}
          autoplay={STAFF_INTERVAL_MS}
          speed={STAFF_SPEED_MS}
          gap={24}
          perView={{ 0: 1, 576: 2, 992: 4 }}
        />
      </Section>
    </>
  );
}
