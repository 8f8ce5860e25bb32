import { memo } from 'react';
import type { TraitTemplate } from '@/api/generated/portal/model';
import type { BatchTab } from './batch-rules';
import type { BatchSubscription, BatchTabProps } from './batch-tab-props';
import type { TrackingCheck } from './details/use-tracking-check';
import { KeptTabs } from './kept-tabs';
import { OptionsTab } from './options/options-tab';
import { detailsTab, exhibitsTab, facetsTab, locationTab, movementsTab } from './tab-views';
import { useDraft, type DraftStore } from './use-batch-draft';

const DetailsView = detailsTab.View;
const TraitsEditor = facetsTab.View;
const LocationView = locationTab.View;
const ExhibitsView = exhibitsTab.View;
// Memoized, as every tab below: a tab kept mounted is drawn again only when its own props or draft slice change.
const Options = memo(OptionsTab);
const Movements = memo(movementsTab.View);

export interface EditorTabsProps {
  readonly tabs: readonly BatchTab[];
  readonly active: BatchTab;
  readonly store: DraftStore;
  readonly tabProps: BatchTabProps;
  readonly check: TrackingCheck;
  readonly showMissing: boolean;
  readonly templates: readonly TraitTemplate[];
}

/** The open item's tabs, each kept mounted once shown; the draft's tabs read their own slice of the draft. */
export function EditorTabs({ tabs, active, store, tabProps, check, showMissing, templates }: EditorTabsProps) {
  const { subscription, isDraft, organizationId, individualId } = tabProps;
  return (
    <KeptTabs
      tabs={tabs}
      active={active}
      render={(tab) => {
        switch (tab) {
          case 'options':
            return <Options {...tabProps} />;
          case 'movements':
            return <Movements {...tabProps} />;
          case 'details':
            return (
              <DraftDetails
                store={store}
                subscription={subscription}
                isDraft={isDraft}
                check={check}
                showMissing={showMissing}
              />
            );
          case 'facets':
            return (
              <DraftTraits
                store={store}
                templates={templates}
                withGroups={subscription === 'tracer'}
                showMissing={showMissing}
              />
            );
          case 'location':
            return <DraftLocation store={store} organizationId={organizationId} individualId={individualId} />;
          case 'exhibits':
            return <DraftExhibits store={store} tracer={subscription === 'tracer'} organizationId={organizationId} />;
        }
      }}
    />
  );
}

const DraftDetails = memo(function DraftDetails(props: {
  store: DraftStore;
  subscription: BatchSubscription;
  isDraft: boolean;
  check: TrackingCheck;
  showMissing: boolean;
}) {
  const { store, ...rest } = props;
  const trackingId = useDraft(store, (d) => d.trackingId);
  const buyAgainUrl = useDraft(store, (d) => d.buyAgainUrl);
  return <DetailsView {...rest} trackingId={trackingId} buyAgainUrl={buyAgainUrl} onChange={store.update} />;
});

const DraftTraits = memo(function DraftTraits(props: {
  store: DraftStore;
  templates: readonly TraitTemplate[];
  withGroups: boolean;
  showMissing: boolean;
}) {
  const { store, ...rest } = props;
  const traits = useDraft(store, (d) => d.traits);
  return <TraitsEditor {...rest} value={traits} onChange={store.setTraits} />;
});

const DraftLocation = memo(function DraftLocation(props: {
  store: DraftStore;
  organizationId: string;
  individualId: string;
}) {
  const { store, ...rest } = props;
  const mode = useDraft(store, (d) => d.locationMode);
  const location = useDraft(store, (d) => d.location);
  return <LocationView {...rest} mode={mode} location={location} onChange={store.update} />;
});

const DraftExhibits = memo(function DraftExhibits(props: {
  store: DraftStore;
  tracer: boolean;
  organizationId: string;
}) {
  const { store, ...rest } = props;
  const exhibits = useDraft(store, (d) => d.exhibits);
  return <ExhibitsView {...rest} value={exhibits} onChange={store.changeExhibits} />;
});
