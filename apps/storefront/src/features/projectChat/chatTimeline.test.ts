import type { ProjectChatMessage, RoomFile } from '@showroom/api';
import { describe, expect, it } from 'vitest';
import { arrivalAnnouncement, chatEntries, chatRoleOf, type ChatPeople } from './chatTimeline.ts';

const maya = { user_id: 1, user_name: 'Maya Lopez' };
const daniel = { user_id: 2, user_name: 'Daniel Reyes' };
const jordan = { user_id: 3, user_name: 'Jordan Kim' };

const message = (id: number, author: typeof maya, at: string): ProjectChatMessage => ({
  id,
  project_id: 701,
  ...author,
  message: `message ${id}`,
  created_at: at,
});
const file = (id: number, author: typeof maya, at: string): RoomFile => ({
  id,
  project_id: 701,
  ...author,
  name: `file ${id}`,
  url: `/media/rooms/file-${id}.svg`,
  created_at: at,
});

describe('chatRoleOf', () => {
  const asCustomer: ChatPeople = { viewer: { id: 1, name: 'Maya Lopez', type: 'User' }, ownerName: 'Maya Lopez' };

  it('names the project owner the customer and the showroom owner the contractor', () => {
    expect(chatRoleOf(maya, asCustomer)).toBe('customer');
    expect(chatRoleOf(daniel, asCustomer)).toBe('contractor');
  });

  it('names a hired designer a designer when the page knows who they are', () => {
    expect(chatRoleOf(jordan, asCustomer)).toBe('contractor');
    expect(chatRoleOf(jordan, { ...asCustomer, designerNames: ['Jordan Kim'] })).toBe('designer');
  });

  it("takes the viewer's own role from their type", () => {
    const asDesigner: ChatPeople = { viewer: { id: 3, name: 'Jordan Kim', type: 'Designer' }, ownerName: 'Maya Lopez' };
    expect(chatRoleOf(jordan, asDesigner)).toBe('designer');
    expect(chatRoleOf(maya, asDesigner)).toBe('customer');
    const signedOut: ChatPeople = { viewer: null, ownerName: 'Maya Lopez' };
    expect(chatRoleOf(maya, signedOut)).toBe('customer');
  });
});

describe('chatEntries', () => {
  it('merges messages and room files oldest first, a message before a file of the same moment', () => {
    const entries = chatEntries({
      Project_chats: [message(10, maya, '2026-01-02T10:00:00Z'), message(11, daniel, '2026-01-03T09:00:00Z')],
      room_files: [file(20, maya, '2026-01-01T08:00:00Z'), file(21, daniel, '2026-01-03T09:00:00Z')],
    });
    expect(entries.map((entry) => entry.key)).toEqual(['file-20', 'message-10', 'message-11', 'file-21']);
  });

  it('is empty for a chat without messages or files', () => {
    expect(chatEntries({ Project_chats: [], room_files: [] })).toEqual([]);
  });
});

describe('arrivalAnnouncement', () => {
  it('says what arrived and from whom', () => {
    const [first, second] = chatEntries({
      Project_chats: [message(10, daniel, '2026-01-02T10:00:00Z')],
      room_files: [file(20, jordan, '2026-01-02T11:00:00Z')],
    });
    expect(arrivalAnnouncement([])).toBe('');
    expect(arrivalAnnouncement([first!])).toBe('New message from Daniel Reyes.');
    expect(arrivalAnnouncement([second!])).toBe('New room file from Jordan Kim.');
    expect(arrivalAnnouncement([first!, second!])).toBe('2 new messages from Daniel Reyes and Jordan Kim.');
  });
});
