import { Anchor, Box, Card, Skeleton, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { PageHeader } from '@/components/layout/page-layout';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useListPlans } from '@/api/generated/portal/hooks/subscription/subscription';
import { LoadFailure } from '@/components/feedback/load-failure';
import { saveReferToken } from '@/components/plans/chosen-plan';
import { useSession } from '@/session/session-context';
import { SideScroll } from '@/components/data-table/side-scroll';
import { PlanCard } from './plan-card';
import {
  activeTab,
  currentPlanLine,
  planButton,
  planTabs,
  PLANS_TITLES,
  tabProducts,
  type PlanFacts,
} from './plans-rules';
import classes from './plans.module.css';

interface PlansScreenProps {
  readonly tab?: string | undefined;
  /** /plans/{token}: kept as the refer token and sent with the registration. */
  readonly referToken?: string | undefined;
}

/** /plans and /plans/{token}: the plans of each offering, with the button the organization's plans give each. */
export function PlansScreen({ tab, referToken }: PlansScreenProps) {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = Boolean(session.token && session.otpVerified);
  const organizationId = signedIn ? (session.individual?.organization_id ?? null) : null;
  const plans = useListPlans({ organization_id: organizationId });

  useEffect(() => {
    if (referToken) saveReferToken(referToken);
  }, [referToken]);

  const products = plans.data?.data.plans ?? [];
  const currentPlans = plans.data?.data.currentPlan ?? [];
  const facts: PlanFacts = {
    signedIn,
    registered: Boolean(session.individual?.transaction_id) || currentPlans.length > 0,
    currentPlans,
    products,
  };
  // Signed in, the plans open on the organization's own kind: the subscription it works in, then the ones it holds.
  const own = signedIn
    ? [session.selectedSubscription, ...(session.individual?.subscriptionList ?? []).map((h) => h.subscription_type)]
    : [];
  const shown = activeTab(tab, products, own);
  const managing = signedIn && currentPlans.length > 0;
  // On a phone the tabs scroll sideways: the one shown (the organization's own, say Compliance Dashboard) is brought
  // into view rather than left past the screen's edge.
  const tabStrip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabStrip.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [shown, plans.isPending]);
  const line = managing ? currentPlanLine(facts, shown) : null;

  return (
    <Stack gap="lg">
      {/* The title where every page of its kind has it (the layout system), never centred on its own. */}
      <PageHeader
        title={managing ? PLANS_TITLES.manage : PLANS_TITLES.find}
        description={
          (line || !signedIn) && (
            <>
              {line && (
                <Text c="gray.8" aria-label="Current plan">
                  {line}
                </Text>
              )}
              {!signedIn && (
                <Text size="sm">
                  Already have a subscription?{' '}
                  <Anchor component={Link} to="/login">
                    Login
                  </Anchor>
                </Text>
              )}
            </>
          )
        }
      />
      {plans.isError ? (
        <LoadFailure error={plans.error} onRetry={() => plans.refetch()} />
      ) : (
        <Tabs
          value={shown}
          onChange={(value) => value && void navigate({ to: '.', search: { tab: value }, replace: true })}
          keepMounted={false}
        >
          <Box ref={tabStrip}>
            {/* The strip scrolls sideways on a phone and shows it (a shadow at the edge, 'Scroll sideways for more'). */}
            <SideScroll label="Subscriptions" minWidth={0}>
              <Tabs.List style={{ flexWrap: 'nowrap' }}>
                {planTabs(products).map((t) =>
                  t.disabled && !plans.isPending ? (
                    <Tooltip key={t.type} label="Upcoming" withArrow>
                      <Tabs.Tab value={t.type} disabled style={{ pointerEvents: 'auto' }}>
                        {t.label}
                      </Tabs.Tab>
                    </Tooltip>
                  ) : (
                    <Tabs.Tab key={t.type} value={t.type} disabled={plans.isPending}>
                      {t.label}
                    </Tabs.Tab>
                  ),
                )}
              </Tabs.List>
            </SideScroll>
          </Box>
          <Tabs.Panel value={shown} pt="lg">
            <div className={classes.grid}>
              {plans.isPending
                ? [0, 1, 2].map((i) => <PlanSkeleton key={i} />)
                : tabProducts(products, shown).map((product) => (
                    <PlanCard key={product.product_id} product={product} button={planButton(product, facts)} />
                  ))}
            </div>
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

/** A card's shape while the plans load (instead of the original's fixed 4-second loader). */
function PlanSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden data-testid="plan-skeleton">
      <Stack gap="sm">
        <Skeleton height={22} width="60%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
        <Skeleton height={26} width="50%" mt="sm" />
        <Skeleton height={12} width="70%" mt="sm" />
        <Skeleton height={12} width="65%" />
        <Skeleton height={36} mt="md" />
      </Stack>
    </Card>
  );
}
