// The home hero: a Swiper slideshow of one slide (title, description, Listen Now) autoplaying in a loop every 2000 ms.
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import 'swiper/css';
import { HERO_AUTOPLAY_DELAY_MS, HERO_SPEED_MS } from '@storefront/shared';
import { ListenNowButton } from './ListenNowButton';
import styles from './Home.module.css';

export function HeroSlideshow() {
  return (
    <section className={styles.hero} aria-label="Highlights">
      <Swiper modules={[Autoplay, A11y]} loop autoplay={{ delay: HERO_AUTOPLAY_DELAY_MS, disableOnInteraction: false }} speed={HERO_SPEED_MS}>
        <SwiperSlide>
          <div className={styles.slide}>
            <p className={styles.kicker}>New in Digital Audio</p>
            <h1 className={styles.heroTitle}>Sounds for every project</h1>
            <p className={styles.heroText}>Royalty-free beat packs and loops with a license for every use — hear a sample, then pick Standard, Extended or Premium.</p>
            <ListenNowButton />
          </div>
        </SwiperSlide>
      </Swiper>
    </section>
  );
}
