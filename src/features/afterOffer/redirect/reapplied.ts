import { createAppAsyncThunk } from '../../../app/createAppAsyncThunk';
import { leadContinued } from '../../lead';
import { afterOfferApi } from '../api';
import { markReapplying } from './redirectFlags';

/**
 * The applicant starts again from a lead that was redirected before: `/v2/lead` makes a new lead
 * from the earlier answers, and `/v2/lead/url/{id}/reapply{queryString}` loads it (the entry's
 * query string goes along for attribution). The new lead then lands like a continued one: its
 * state (loan information) decides the route, with every earlier answer prefilled.
 */
export const reapplied = createAppAsyncThunk(
  'afterOffer/reapplied',
  async (
    { leadId, queryString }: { leadId: string; queryString: string },
    { extra, dispatch, requestId, rejectWithValue },
  ) => {
    const api = afterOfferApi(extra);
    // The request id is the idempotency key: a retry after a lost answer makes no second lead.
    const created = await api.reapply(leadId, requestId);
    if (created.error) return rejectWithValue(created.error);
    const { id, applicantToken } = created.data;
    if (applicantToken === undefined) {
      console.error('Unexpected answer from the lead API to POST /v2/lead: no applicantToken');
      return rejectWithValue({ message: 'The new lead came without its applicant token' });
    }
    const loaded = await api.leadByUrl(id, 'reapply', queryString, applicantToken);
    if (loaded.error) return rejectWithValue(loaded.error);
    markReapplying();
    // The answer has the continue shape; the slices take it exactly as a continued lead.
    dispatch(leadContinued.fulfilled(loaded.data, requestId, { id: loaded.data.id }));
    return loaded.data.id;
  },
);
