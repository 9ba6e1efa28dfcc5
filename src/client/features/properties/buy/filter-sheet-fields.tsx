import { BuyRentToggle } from '@client/components/buy-rent-toggle';
import { AdvancedFields } from './advanced-fields';
import { BasicFields, KeywordField } from './basic-fields';
import { draftWithMode, type FilterDraft } from './search-draft';
import type { BuyState } from './search-params';
import type { DraftChange } from './use-filter-draft';

/** The Filters sheet's fields (filter-sheet.tsx), its own chunk: every field of the panel and of the Advanced dialog. */
export default function FilterSheetFields({ draft, search, onChange }: { draft: FilterDraft; search: BuyState; onChange: DraftChange }) {
  return (
    <div className="grid gap-5">
      <BuyRentToggle mode={draft.mode} onChange={(mode) => onChange((d) => draftWithMode(d, mode))} />
      <KeywordField id="filter-keyword" value={draft.q} onChange={(q) => onChange({ q })} />
      <div className="grid grid-cols-2 gap-4">
        <BasicFields idPrefix="filter" draft={draft} inForce={search} onChange={onChange} bandClassName="col-span-2" />
      </div>
      <AdvancedFields idPrefix="filter-adv" draft={draft} onChange={onChange} />
    </div>
  );
}
