// The size guide's table: sizes XS to XXL with chest, waist and hip measurements in cm.
import { SIZE_GUIDE_ROWS } from '@storefront/shared';
import { formatRange, SIZE_CHART } from './sizeChart';
import styles from './SizeGuide.module.css';

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
            <td>{formatRange(SIZE_CHART[size].chest)}</td>
            <td>{formatRange(SIZE_CHART[size].waist)}</td>
            <td>{formatRange(SIZE_CHART[size].hips)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
