import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getPath } from '../../lib/objectPath';
import { FieldFrame, type FieldDefinition, type FieldError } from '../form';
import type { DraftValue } from '../lead';
import { fieldEdited, selectDraft, selectLeadApplication } from '../lead';
import { readPickedCompany, rememberPickedCompany } from './companyData';
import { dynamicFormLookups } from './lazyLookups';
import type { Company } from './lookupTypes';
import { NS } from './namespace';
import { useDebounced } from './useDebounced';
import { useLatestHandler } from './useLatestHandler';

interface CompanyNameFieldProps {
  field: FieldDefinition;
  value: DraftValue | undefined;
  error: FieldError | undefined;
  onChange: (name: string, value: DraftValue) => void;
}

const COMPANY_DETAILS = [
  'taxRegistryCode',
  'postalCode',
  'province',
  'city',
  'street',
  'houseNumber',
] as const;

/**
 * The employer's name, with suggestions from `/company/{name}` as the applicant types. Picking a
 * suggestion also fills the company's tax code and address where later steps ask them and the
 * applicant has not answered yet. The pick is kept (`companyData`): after a reload it still
 * counts for the same name, even when the look-up cannot be asked again.
 */
export function CompanyNameField({ field, value, error, onChange }: CompanyNameFieldProps) {
  const { useCompaniesQuery } = dynamicFormLookups.read();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDraft);
  const application = useAppSelector(selectLeadApplication);
  const text = typeof value === 'string' ? value : '';
  const query = useDebounced(text.trim(), 300);
  const { data: companies = [] } = useCompaniesQuery(query, { skip: query.length < 2 });
  const listId = `${field.name.replaceAll('.', '-')}-suggestions`;
  const section = field.name.split('.')[0] ?? 'employer';

  const fillDetails = useLatestHandler((company: Company) => {
    for (const detail of COMPANY_DETAILS) {
      const name = `${section}.${detail}`;
      const known = draft[name] ?? getPath(application, name);
      const found = company[detail];
      if (found !== undefined && (known === undefined || known === ''))
        dispatch(fieldEdited({ name, value: found }));
    }
  });
  // Read once: the stored pick keeps one identity while the field is shown.
  const [kept] = useState(readPickedCompany);
  const named = (company: Company) => company.name.toLowerCase() === text.trim().toLowerCase();
  const picked = companies.find(named) ?? (kept && named(kept) ? kept : undefined);
  useEffect(() => {
    if (!picked) return;
    rememberPickedCompany(picked);
    fillDetails(picked);
  }, [picked, fillDetails]);

  return (
    <FieldFrame field={field} error={error} namespace={NS}>
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            list={listId}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            spellCheck={false}
            value={text}
            onChange={(event) => onChange(field.name, event.target.value)}
          />
          <datalist id={listId}>
            {companies.map((company) => (
              <option
                key={`${company.name}-${company.taxRegistryCode ?? ''}`}
                value={company.name}
              />
            ))}
          </datalist>
        </>
      )}
    </FieldFrame>
  );
}
