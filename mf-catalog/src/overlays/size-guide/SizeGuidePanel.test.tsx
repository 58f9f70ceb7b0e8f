import { fireEvent, render, screen } from '@testing-library/react';
import SizeGuidePanel from './SizeGuidePanel';

describe('SizeGuidePanel (SPEC §2, §9)', () => {
  it('shows height as double the slider value in cm and weight in kg, both 0-100 starting at 50', () => {
    render(<SizeGuidePanel close={() => {}} />);
    const height = screen.getByRole('slider', { name: /Height/ });
    expect(height).toHaveAttribute('min', '0');
    expect(height).toHaveAttribute('max', '100');
    expect(height).toHaveAttribute('aria-valuetext', '100 cm');
    fireEvent.change(height, { target: { value: '80' } });
    expect(height).toHaveAttribute('aria-valuetext', '160 cm');
    expect(screen.getByRole('slider', { name: /Weight/ })).toHaveAttribute('aria-valuetext', '50 kg');
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['thin', 'Normal', 'plump']);
  });

  it('suggests a size from the height, weight and body type, and none for slider positions that are not a body (issue 22 §9)', () => {
    render(<SizeGuidePanel close={() => {}} />);
    expect(screen.getByRole('status', { name: 'Size suggestion' })).toHaveTextContent('Set the sliders to your height and weight to see a suggested size.');
    fireEvent.change(screen.getByRole('slider', { name: /Height/ }), { target: { value: '85' } });
    fireEvent.change(screen.getByRole('slider', { name: /Weight/ }), { target: { value: '70' } });
    expect(screen.getByRole('status', { name: 'Size suggestion' })).toHaveTextContent('Suggested size: L');
    fireEvent.click(screen.getByRole('radio', { name: 'thin' }));
    expect(screen.getByRole('status', { name: 'Size suggestion' })).toHaveTextContent('Suggested size: M');
  });

  it('the Size Guide tab lists sizes XS to XXL', () => {
    render(<SizeGuidePanel close={() => {}} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Size Guide' }));
    const rows = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });
});
