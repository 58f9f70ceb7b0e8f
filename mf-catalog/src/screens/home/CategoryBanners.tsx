// Up to 2 random category banners on the home page, each with Shop Now → /store (SPEC §2, §9).
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { HOME_CATEGORY_BANNERS, useCategories } from '@storefront/shared';
import { pickRandom, seededRandom } from './pickRandom';
import styles from './Home.module.css';

export const CATEGORY_PLACEHOLDER_IMAGE = '/media/placeholder.svg';
/** The drawn banners come at 600 and 1200 px wide (`…-600.webp`); other pictures have one size. */
const DRAWN_BANNER = /-600\.webp$/;

export function bannerSrcSet(src: string): string | undefined {
  return DRAWN_BANNER.test(src) ? `${src} 600w, ${src.replace(DRAWN_BANNER, '-1200.webp')} 1200w` : undefined;
}

export function CategoryBanners() {
  const { categories, categoriesStatus, categoriesFetchedAt } = useCategories();
  // Chosen once per fetch of the categories, seeded by its time: a new choice on every visit, and the same one in
  // the server's HTML and in the browser that hydrates it.
  const chosen = useMemo(
    () => pickRandom(categories, HOME_CATEGORY_BANNERS, categoriesFetchedAt === undefined ? Math.random : seededRandom(categoriesFetchedAt)),
    [categories, categoriesFetchedAt],
  );
  // While the categories load, boxes of the banners' height hold their place so the sections below do not jump.
  if (categoriesStatus.isLoading) {
    return (
      <section className={styles.banners} aria-label="Shop by category" aria-busy="true">
        {Array.from({ length: HOME_CATEGORY_BANNERS }, (_, index) => (
          <div key={index} className={`${styles.banner} ${styles.bannerPlaceholder}`} />
        ))}
      </section>
    );
  }
  if (categoriesStatus.error || chosen.length === 0) return null;
  return (
    <section className={styles.banners} aria-label="Shop by category">
      {chosen.map((category) => (
        <article key={category.name} className={styles.banner}>
          {/* The picture shows the category's goods without words: its name is written once, below. */}
          <img
            src={category.image_url || CATEGORY_PLACEHOLDER_IMAGE}
            srcSet={category.image_url ? bannerSrcSet(category.image_url) : undefined}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt=""
            width={600}
            height={400}
            loading="lazy"
            className={styles.bannerImage}
          />
          <div className={styles.bannerText}>
            <h2>{category.name}</h2>
            <Link to="/store" className={styles.shopNow}>
              Shop Now<span className="visually-hidden"> {category.name}</span>
            </Link>
          </div>
        </article>
      ))}
    </section>
  );
}
