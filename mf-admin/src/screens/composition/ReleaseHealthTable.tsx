// A remote's releases with their health side by side: the canary and the live release first, then the earlier ones.
import type { RemoteComposition } from '@storefront/shared/schemas/admin';
import { ERROR_KINDS, type ErrorKind } from '@storefront/shared/vitals';
import { NumberHeader } from '../../components/NumberHeader';
import { TableBox } from '../../components/TableBox';
import { formatVital } from '../../format/format';
import ui from '../../components/ui.module.css';

const percent = (rate: number) => `${(rate * 100).toFixed(2)} %`;

const KIND_LABELS: Record<ErrorKind, string> = { render: 'rendering', load: 'loading', uncaught: 'uncaught', rejection: 'unhandled rejection' };

/** "rendering 3, loading 1": the errors per kind, in the contract's order. */
const kindsOf = (kinds: Partial<Record<ErrorKind, number>>) =>
  ERROR_KINDS.filter((kind) => kinds[kind])
    .map((kind) => `${KIND_LABELS[kind]} ${kinds[kind]}`)
    .join(', ');

export function ReleaseHealthTable({ composition }: { composition: RemoteComposition }) {
  const { remote, live, canary, history, health } = composition;
  const rows = [...(canary ? [canary.release] : []), ...history.filter((release) => release !== canary?.release)];
  const role = (release: string) =>
    release === canary?.release
      ? `Canary, ${canary.percent} % of browsers`
      : release === live
        ? canary
          ? `Live, ${100 - canary.percent} %`
          : 'Live'
        : 'Earlier';
  const caption = `Releases of mf-${remote} and their health`;
  return (
    <TableBox label={caption}>
      <table className={ui.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Release</th>
            <th scope="col">Serves</th>
            <NumberHeader>Page views</NumberHeader>
            <NumberHeader>Views with an error</NumberHeader>
            <NumberHeader>Errors</NumberHeader>
            <NumberHeader>LCP (p75)</NumberHeader>
            <NumberHeader>INP (p75)</NumberHeader>
          </tr>
        </thead>
        <tbody>
          {rows.map((release) => {
            const figures = health.find((entry) => entry.release === release);
            return (
              <tr key={release}>
                <th scope="row">{release}</th>
                <td>{role(release)}</td>
                <td className={ui.number}>{figures?.views ?? 0}</td>
                <td className={ui.number}>{figures?.views ? `${percent(figures.errorRate)} (${figures.failedViews})` : '–'}</td>
                <td className={ui.number}>
                  {figures?.errors ?? 0}
                  {figures?.errors ? (
                    <>
                      <br />
                      <span className={ui.muted}>{kindsOf(figures.errorKinds)}</span>
                    </>
                  ) : null}
                </td>
                <td className={ui.number}>{figures?.lcp != null ? formatVital('LCP', figures.lcp) : 'no readings'}</td>
                <td className={ui.number}>{figures?.inp != null ? formatVital('INP', figures.inp) : 'no readings'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableBox>
  );
}
