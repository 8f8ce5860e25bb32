import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PlanProduct } from '@/api/generated/portal/model';
import { AccountStep } from './account-step';
import { AgreementStep } from './agreement-step';
import { OrganizationStep } from './organization-step';
import { PaymentStep } from './payment-step';
import { chosenPrice } from './registration-price';
import { STEP_TITLES, stepControl, type WizardStep } from './registration-steps';
import { useWizard } from './use-wizard';
import { PageHeader } from '@/components/layout/page-layout';

interface RegistrationScreenProps {
  readonly plan: PlanProduct;
  readonly priceId?: string | undefined;
  /** The route's {plantype}: the interval of the price picked first. */
  readonly planType?: string | undefined;
  /** /registration?canceled=true: back from a cancelled checkout, at the payment step. */
  readonly canceled: boolean;
}

/** /registration: the wizard, steps 0 to 3 on screen (step 4 is the thank-you page). */
export function RegistrationScreen({ plan, priceId, planType, canceled }: RegistrationScreenProps) {
  const { draft, update, keep, advance, accountSaved, goTo, resuming, resumeFrom } = useWizard({ canceled });
  const price = chosenPrice(plan, draft.priceId ?? priceId, planType);

  const body = (step: WizardStep): ReactNode => {
    switch (step) {
      case 0:
        return (
          <AccountStep
            draft={draft}
            update={update}
            keep={keep}
            // A first save in this tab may continue a registration begun elsewhere: it resumes where that one got to.
            onSaved={(patch) => (draft.id ? advance(0, patch) : accountSaved(patch))}
          />
        );
      case 1:
        return <AgreementStep draft={draft} update={update} onSaved={(patch) => advance(1, patch)} />;
      case 2:
        return (
          <OrganizationStep
            draft={draft}
            plan={plan}
            update={update}
            onSaved={async (patch) => {
              advance(2, patch);
              // The organization now exists: its id (and the customer) come with the saved user info.
              await resumeFrom(draft.account.email_address).catch(() => undefined);
            }}
          />
        );
      case 3:
        return <PaymentStep draft={draft} plan={plan} price={price} update={update} />;
    }
  };

  return (
    <Stack gap="md">
      <PageHeader title="Registration" description={`Plan: ${plan.prouct_name}`} />
      {resuming && (
        <Group gap="xs" aria-live="polite">
          <Loader size="xs" />
          <Text size="sm">Loading your saved details…</Text>
        </Group>
      )}
      {STEP_TITLES.map((title, index) => {
        const step = index as WizardStep;
        const control = stepControl(step, draft.step, draft.reached);
        const current = step === draft.step;
        const done = step < draft.reached && !current;
        return (
          <Card key={title} withBorder radius="md" padding="md" component="section" aria-label={title}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Badge
                  variant={current ? 'filled' : 'light'}
                  color={done ? 'teal' : 'gray'}
                  circle
                  size="lg"
                  // A round number beside a title that wraps (at 375 px beside CHANGE): it keeps its size.
                  style={{ flexShrink: 0 }}
                >
                  {index + 1}
                </Badge>
                <Title order={2} size="h5" aria-current={current ? 'step' : undefined}>
                  {title}
                </Title>
              </Group>
              {control && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  style={{ flexShrink: 0 }}
                  onClick={() => goTo(step)}
                  aria-label={`${control} ${title}`}
                >
                  {control}
                </Button>
              )}
            </Group>
            {current && <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>{body(step)}</div>}
          </Card>
        );
      })}
    </Stack>
  );
}
