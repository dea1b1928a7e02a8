// A person on the Our team page: illustrated portrait (generated art, not a photograph), name, role, optional bio.
import type { TeamMember } from '../../content/types.ts';
import { useAsset } from '../../client-config.tsx';
import { teamHeadings } from '../../content/team.ts';

const PORTRAIT_PX = 400;

interface TeamCardProps {
  member: TeamMember;
  variant: 'leader' | 'lead' | 'staff';
  /** Portraits in the first screenful load at once; the rest wait until they are near. */
  eager?: boolean;
}

export function TeamCard({ member, variant, eager = false }: TeamCardProps) {
  const asset = useAsset();
  return (
    <article className={`team-card team-card-${variant}`}>
      <img
        className="team-portrait"
        src={asset(member.image)}
        width={PORTRAIT_PX}
        height={PORTRAIT_PX}
        alt={teamHeadings.portrait(member.name)}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="team-card-body">
        <h3 className="team-name">{member.name}</h3>
        <p className="team-role">{member.role}</p>
        {member.bio ? <p className="team-bio">{member.bio}</p> : null}
      </div>
    </article>
  );
}
