import type { EndpointName } from '@showroom/api';
import type { SampleFor } from '../testing/sampleRequests.ts';
import type { TestServer } from '../testing/testServer.ts';
import { pngImage } from './roomFileFixtures.ts';

let counter = 0;

/**
 * A valid room file in small pieces: the sweep sends 10 000 copies of the first piece, which
 * must stay under the 1 MB body limit to reach validation.
 */
const sampleFile = () => ({
  name: 'kitchen.png',
  data:
    pngImage(300, 300)
      .toString('base64')
      .match(/.{1,64}/g) ?? [],
});

/**
 * Valid requests for the project tools (issue 16), for the authorisation matrix and the
 * hostile-input sweep. In the demo data the customer owns 701 (shared with the contractor of
 * DEMO0001) and 702 (the designer account is hired for it), so each role that may chat has a
 * project to chat on.
 */
export function projectToolSampleRequests(server: TestServer): Partial<Record<EndpointName, SampleFor>> {
  const designerId = server.userIdOf('designer@demo.test');
  const chatProjectOf = async (userId: number | null) => (userId !== null && userId === (await designerId) ? 702 : 701);
  return {
    listChecklistProjects: () => ({}),
    getChecklist: () => ({ params: { id: 701 } }),
    addChecklistItems: () => ({
      body: { project_id: 701, items: [{ title: `Sample step ${(counter += 1)}`, product_id: 1001 }] },
    }),
    // 1102 is 'Choose a sink' of project 701; the same title again, so only the tick changes.
    updateChecklistItem: () => ({ params: { id: 1102 }, body: { title: 'Choose a sink', is_done: true } }),
    shareProjectToContractor: () => ({ params: { projectId: 701 } }),
    listProjectChats: async ({ userId }) => ({
      query: { project_id: String(await chatProjectOf(userId)), t: 'files', page: '1', per_page: '10' },
    }),
    getProjectChat: async ({ userId }) => ({ params: { projectId: await chatProjectOf(userId) } }),
    sendProjectChat: async ({ userId }) => ({
      body: { project_id: await chatProjectOf(userId), message: 'Samples are ready.', file: sampleFile() },
    }),
    hireDesigner: () => ({ body: { project: 701, designer_id: 22 } }),
    listDesigners: () => ({ query: { project: '701' } }),
  };
}
