// About (/about), titled About Our Store: tabs, the team and review carousels, the brand marquee and benefits.
import { Breadcrumbs } from '../../components/Breadcrumbs';
import page from '../page.module.css';
import { AboutTabs } from './AboutTabs';
import { BenefitBoxes } from './BenefitBoxes';
import { BrandMarquee } from './BrandMarquee';
import { ReviewCarousel } from './ReviewCarousel';
import { TeamCarousel } from './TeamCarousel';

export default function AboutPage() {
  return (
    <div className={page.page} data-boundary="content">
      <Breadcrumbs crumbs={[{ label: 'Homepage', to: '/' }, { label: 'Pages' }, { label: 'About Our Store' }]} />
      <h1>About Our Store</h1>
      <AboutTabs />
      <TeamCarousel />
      <ReviewCarousel />
      <BrandMarquee />
      <BenefitBoxes />
    </div>
  );
}
