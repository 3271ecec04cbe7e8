/** The current flow of an enrolment through its flow's own call (spec §7): the generic one tells which when it is not its. */
import { dpcCurrentFlow, type DpcCurrentFlow } from '@app/contracts/learning/dpc';
import { formationCurrentFlow, type CurrentFlow } from '@app/contracts/learning/flow';
import { isApiError, type ApiClient } from './api-client.ts';

export async function learningFlow(api: ApiClient, courseTrackingId: number): Promise<CurrentFlow | DpcCurrentFlow> {
  try {
    return (await api.call(formationCurrentFlow, { params: { id: courseTrackingId } })).data;
  } catch (error) {
    // 409 names the enrolment's flow type when another call serves it.
    const flowType = isApiError(error) && error.httpStatus === 409 ? (error.error as { data?: { flowType?: string } } | null)?.data?.flowType : undefined;
    if (flowType === 'dpc' || flowType === 'epp') return (await api.call(dpcCurrentFlow, { params: { id: courseTrackingId } })).data;
    throw error;
  }
}
