// The about page's Meet Our Teams carousel of static team members.
import { Avatar } from '../../components/Avatar';
import { Carousel } from '../../components/Carousel';
import { TEAM_MEMBERS } from './aboutContent';
import styles from './AboutPage.module.css';

export function TeamCarousel() {
  return (
    <section aria-labelledby="meet-our-teams" className={styles.section}>
      <h2 id="meet-our-teams">Meet Our Teams</h2>
      <Carousel label="team members">
        {TEAM_MEMBERS.map((member) => (
          <article key={member.name} className={styles.card}>
            <Avatar name={member.name} size="lg" />
            <h3>{member.name}</h3>
            <p>{member.role}</p>
          </article>
        ))}
      </Carousel>
    </section>
  );
}
