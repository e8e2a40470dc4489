import { studentLearningSchema } from '@nibras/contracts/family';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { familyKeys } from './query-keys';

export async function getLearning() {
  const envelope = await apiRequest<unknown>('/api/v1/student/learning');
  return studentLearningSchema.parse(envelope.data);
}

/** A student's grade, subjects, goals, preferred time and parent. */
export function useLearning() {
  const studentId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({ queryKey: familyKeys.learning(studentId), queryFn: getLearning });
}
