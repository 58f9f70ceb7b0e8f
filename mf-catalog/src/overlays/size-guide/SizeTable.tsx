// The size guide's table: sizes XS to XXL with chest, waist and hip measurements in cm.
import { SIZE_GUIDE_ROWS } from '@storefront/shared';
import styles from './SizeGuide.module.css';

// Common women's-wear measurements per size, in cm: chest, waist, hips.
const MEASUREMENTS: Readonly<Record<(typeof SIZE_GUIDE_ROWS)[number], readonly [string, string, string]>> = {
  XS: ['80–84', '62–66', '86–90'],
  S: ['84–88', '66–70', '90–94'],
  M: ['88–94', '70–76', '94–100'],
  L: ['94–100', '76–82', '100–106'],
  XL: ['100–106', '82–88', '106–112'],
  XXL: ['106–112', '88–94', '112–118'],
};

export function SizeTable() {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Body measurements (cm)</caption>
      <thead>
        <tr>
          <th scope="col">Size</th>
          <th scope="col">Chest</th>
          <th scope="col">Waist</th>
          <th scope="col">Hips</th>
        </tr>
      </thead>
      <tbody>
        {SIZE_GUIDE_ROWS.map((size) => (
          <tr key={size}>
            <th scope="row">{size}</th>
            {MEASUREMENTS[size].map((value, index) => (
              <td key={index}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
