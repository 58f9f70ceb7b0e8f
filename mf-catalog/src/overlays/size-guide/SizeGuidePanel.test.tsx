import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import SizeGuidePanel from './SizeGuidePanel';

/** Sets a slider as a drag would: user-event cannot move a range input (jsdom has no layout), so the change is sent as is. */
const slide = (slider: HTMLElement, value: number) => fireEvent.change(slider, { target: { value: String(value) } });

describe('SizeGuidePanel (SPEC §2, §9)', () => {
  it('shows height as double the slider value in cm and weight in kg, both 0-100 starting at 50', () => {
    renderWithProviders(<SizeGuidePanel close={() => {}} />);
    const height = screen.getByRole('slider', { name: /Height/ });
    expect(height).toHaveAttribute('min', '0');
    expect(height).toHaveAttribute('max', '100');
    expect(height).toHaveAttribute('aria-valuetext', '100 cm');
    slide(height, 80);
    expect(height).toHaveAttribute('aria-valuetext', '160 cm');
    expect(screen.getByRole('slider', { name: /Weight/ })).toHaveAttribute('aria-valuetext', '50 kg');
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['thin', 'Normal', 'plump']);
  });

  it('suggests a size from the height, weight and body type, and none for slider positions that are not a body', async () => {
    const { user } = renderWithProviders(<SizeGuidePanel close={() => {}} />);
    expect(screen.getByRole('status', { name: 'Size suggestion' })).toHaveTextContent('Set the sliders to your height and weight to see a suggested size.');
    slide(screen.getByRole('slider', { name: /Height/ }), 85);
    slide(screen.getByRole('slider', { name: /Weight/ }), 70);
    expect(screen.getByRole('status', { name: 'Size suggestion' })).toHaveTextContent('Suggested size: L');
    await user.click(screen.getByRole('radio', { name: 'thin' }));
    expect(screen.getByRole('status', { name: 'Size suggestion' })).toHaveTextContent('Suggested size: M');
  });

  it('the Size Guide tab lists sizes XS to XXL', async () => {
    const { user } = renderWithProviders(<SizeGuidePanel close={() => {}} />);
    await user.click(screen.getByRole('tab', { name: 'Size Guide' }));
    const rows = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });
});
