// Home (/): the hero slideshow, up to 2 random category banners and the 'Featured from the store' carousel (SPEC §2, §9).
import { HeroSlideshow } from './HeroSlideshow';
import { CategoryBanners } from './CategoryBanners';
import { FeaturedSection } from './FeaturedSection';
import styles from './Home.module.css';

export default function HomePage() {
  return (
    <div className={styles.home} data-boundary="catalog">
      <HeroSlideshow />
      <CategoryBanners />
      <FeaturedSection />
    </div>
  );
}
