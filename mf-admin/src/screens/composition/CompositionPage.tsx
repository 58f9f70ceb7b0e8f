// /admin/composition: for each remote, the release every browser gets, the canary a share of them gets, their health
// side by side, and the releases it went through. Owners promote, abort and roll back from here (each confirmed,
// audited by the API); staff read it only. The store aborts a bad canary by itself by the rule stated at the top.
import { useGetCompositionQuery } from '../../apiClient/compositionApi';
import { PageHeading } from '../../components/PageHeading';
import { QueryState } from '../../components/QueryState';
import { RequirePermission } from '../../session/RequirePermission';
import { RemoteReleases } from './RemoteReleases';

function Composition() {
  const { data, isLoading, error, refetch } = useGetCompositionQuery();
  return (
    <>
      <QueryState isLoading={isLoading} error={error} refetch={refetch} what="the composition" />
      {data ? (
        <>
          <p>
            Each remote’s live release goes to every browser but the share its canary goes to; a browser keeps its share. Health counts the page views that ran
            the release’s code, the share of them with an error of its own, and the 75th percentile of the largest paint (LCP) and interaction (INP) attributed
            to it.{' '}
            {data.autoAbort.on
              ? `The store aborts a canary by itself once it has ${data.autoAbort.minViews} page views or more and its error rate is ${data.autoAbort.marginPoints} percentage points or more above the live release’s.`
              : 'The store does not abort canaries by itself (CANARY_AUTO_ABORT is off).'}
          </p>
          {data.remotes.map((remote) => (
            <RemoteReleases key={remote.remote} composition={remote} />
          ))}
        </>
      ) : null}
    </>
  );
}

export default function CompositionPage() {
  return (
    <div data-boundary="admin">
      <RequirePermission permission="releases:read" title="Composition">
        <PageHeading title="Composition">Composition</PageHeading>
        <Composition />
      </RequirePermission>
    </div>
  );
}
