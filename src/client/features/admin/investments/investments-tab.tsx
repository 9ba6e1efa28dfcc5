import { useEffect, useState } from 'react';
import { CalendarClock, HandCoins, TrendingUp } from 'lucide-react';
import { LIST_CAPS } from '@shared/constants';
import { formatSar } from '@shared/money';
import { formatDeadline } from '@client/components/funding-deadline';
import { FundingProgress, formatRoi, InvestmentStatusBadge, InvestmentTypeBadge } from '@client/components/investment-card';
import { EmptyState } from '@client/components/page-states';
import { Button } from '@client/components/ui/button';
import { TableCell, TableHead, TableRow } from '@client/components/ui/table';
import { useInvestments, type Investment } from '@client/features/investments/api/investments';
import { investmentCalls } from '../api/calls';
import { useEntityMutations } from '../shared/entity-mutations';
import { AdminList, Pager, RowActions, TabHeader, useCrudState } from '../shared/admin-kit';
import { WIDE_ONLY } from '../shared/columns';
import { DistributionsDialog } from './distributions-dialog';
import { InvestmentDeleteDialog } from './investment-delete-dialog';
import { InvestmentFormDialog } from './investment-form-dialog';
import { msg, t } from '@client/lib/i18n';

// /admin → Investments (docs/product.md#admin-dashboard): the opportunities 10 at a time, each with its
// funding deadline, with working Create Investment, Edit and Delete, and its Distributions (the list,
// and recording one). Delete on an opportunity with investors says at once that it cannot be deleted
// and offers to close it. The server refuses what would break the money rules (a total below what is
// invested, deleting an opportunity with investors) and its message is shown.

const PAGE_SIZE = LIST_CAPS.adminInvestments;

export default function InvestmentsTab() {
  const investments = useInvestments();
  const crud = useCrudState(
    useEntityMutations({
      calls: investmentCalls,
      messages: {
        created: msg('Investment created successfully'),
        updated: msg('Investment updated successfully'),
        deleted: msg('Investment deleted successfully'),
        createFailed: msg('Failed to create investment'),
        updateFailed: msg('Failed to update investment'),
        deleteFailed: msg('Failed to delete investment'),
      },
    }),
  );
  const confirmDelete = crud.confirmProps((i) => i.title);
  const [page, setPage] = useState(1);
  const [distributionsOf, setDistributionsOf] = useState<Investment | null>(null);

  const all = investments.data ?? [];
  const pageCount = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);
  const shown = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <section aria-labelledby="investments-heading" className="space-y-6">
      <TabHeader
        id="investments-heading"
        title={t('Investments')}
        description={
          investments.data
            ? t('{n, plural, one {# investment opportunity} other {# investment opportunities}}, newest first.', { n: all.length })
            : t('Investment opportunities, newest first.')
        }
        createLabel={t('Create Investment')}
        onCreate={crud.create}
      />

      <AdminList
        pending={investments.isPending}
        error={investments.isError}
        errorMessage={t('Failed to load investments')}
        empty={
          all.length === 0 ? (
            <EmptyState
              icon={<TrendingUp className="size-10 text-muted-foreground" aria-hidden />}
              title={t('No investments found')}
              message={t('Create the first investment opportunity with the Create Investment button.')}
            />
          ) : null
        }
        label={t('Investments')}
        head={
          <>
            <TableHead>{t('Opportunity')}</TableHead>
            <TableHead className={WIDE_ONLY}>{t('Status')}</TableHead>
            <TableHead className={`${WIDE_ONLY} min-w-48`}>{t('Funding')}</TableHead>
            <TableHead className={`${WIDE_ONLY} text-end`}>{t('Min Investment')}</TableHead>
            <TableHead className={`${WIDE_ONLY} text-end`}>{t('Expected ROI')}</TableHead>
            <TableHead className={`${WIDE_ONLY} text-end`}>{t('Duration')}</TableHead>
            <TableHead className="text-end">{t('Actions')}</TableHead>
          </>
        }
      >
        {shown.map((i) => (
          <TableRow key={i.id}>
            <TableCell>
              <div className="space-y-1 whitespace-normal sm:min-w-52">
                <p className="font-medium" dir="auto">
                  {i.title}
                </p>
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <InvestmentTypeBadge type={i.investmentType} />
                  <InvestmentStatusBadge status={i.status} className="sm:hidden" />
                  {/* A location that is a city's name (as the demo's are) in the page's language; any other as written. */}
                  <span dir="auto">{t(i.location)}</span>
                </div>
                <DeadlineNote investment={i} />
                <div className="space-y-1 pt-1 sm:hidden">
                  <FundingProgress
                    current={i.currentFunding}
                    total={i.totalFunding}
                    type={i.investmentType}
                    label={t('Funding of {title}', { title: i.title })}
                  />
                  <p className="text-xs text-muted-foreground">
                    {t('Min {amount} SAR · {roi} ROI · {n, plural, one {# month} other {# months}}', {
                      amount: formatSar(i.minimumInvestment),
                      roi: formatRoi(i.expectedRoi),
                      n: i.duration,
                    })}
                  </p>
                </div>
              </div>
            </TableCell>
            <TableCell className={WIDE_ONLY}>
              <InvestmentStatusBadge status={i.status} />
            </TableCell>
            <TableCell className={WIDE_ONLY}>
              <FundingProgress
                current={i.currentFunding}
                total={i.totalFunding}
                type={i.investmentType}
                label={t('Funding of {title}', { title: i.title })}
              />
            </TableCell>
            <TableCell className={`${WIDE_ONLY} text-end whitespace-nowrap tabular-nums`}>
              {t('{amount} SAR', { amount: formatSar(i.minimumInvestment) })}
            </TableCell>
            <TableCell className={`${WIDE_ONLY} text-end tabular-nums`}>{formatRoi(i.expectedRoi)}</TableCell>
            <TableCell className={`${WIDE_ONLY} text-end whitespace-nowrap tabular-nums`}>
              {t('{n, plural, one {# month} other {# months}}', { n: i.duration })}
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => setDistributionsOf(i)}
                  aria-label={t('Distributions of {title}', { title: i.title })}
                  title={t('Distributions')}
                >
                  <HandCoins aria-hidden />
                </Button>
                <RowActions {...crud.rowProps(i, i.title)} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </AdminList>
      <Pager page={page} pageCount={pageCount} onPage={setPage} label={t('Investments pages')} />

      <InvestmentFormDialog item={crud.dialog.item} {...crud.formProps} />
      <InvestmentDeleteDialog investment={crud.toDelete} onCancel={confirmDelete.onCancel} onConfirm={confirmDelete.onConfirm} />
      <DistributionsDialog investment={distributionsOf} onClose={() => setDistributionsOf(null)} />
    </section>
  );
}

/** The raise's deadline, or that it missed it and was refunded. */
function DeadlineNote({ investment }: { investment: Investment }) {
  if (!investment.fundingDeadline) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <CalendarClock className="size-3.5 shrink-0" aria-hidden />
      {investment.refundedAt
        ? t('Missed its funding deadline, {deadline}: refunded', { deadline: formatDeadline(investment.fundingDeadline) })
        : t('Funding deadline {deadline}', { deadline: formatDeadline(investment.fundingDeadline) })}
    </p>
  );
}
