import type {
  Clinician,
  ClinicianInput,
  Room,
  RoomInput,
  StaffInvitation,
  StaffInvitationInput,
  StaffList,
} from '@petvet/shared';
import { api, withIdempotencyKey } from '../../../lib/api';
import { withIfMatch } from '../../../lib/versioned-write';

/*
 * The clinic as a team: its clinicians, rooms and staff accounts, in the shared contracts; each
 * record carries its `version` for If-Match.
 */
const tagged = api.enhanceEndpoints({
  addTagTypes: ['Clinician', 'Room', 'Staff', 'Calendar', 'BusinessAppointment'],
});

export const teamApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    clinicians: build.query<Clinician[], void>({
      query: () => '/vet-business/clinicians',
      providesTags: ['Clinician'],
    }),
    addClinician: build.mutation<Clinician, ClinicianInput>({
      query: (body) =>
        withIdempotencyKey({ url: '/vet-business/clinicians', method: 'POST', body }),
      invalidatesTags: ['Clinician', 'Calendar'],
    }),
    saveClinician: build.mutation<
      Clinician,
      { id: string; body: ClinicianInput; version?: string }
    >({
      query: ({ id, body, version }) =>
        withIfMatch({ url: `/vet-business/clinicians/${id}`, method: 'PUT', body }, version),
      invalidatesTags: ['Clinician', 'Calendar'],
    }),
    removeClinician: build.mutation<void, { id: string; version?: string }>({
      query: ({ id, version }) =>
        withIfMatch({ url: `/vet-business/clinicians/${id}`, method: 'DELETE' }, version),
      invalidatesTags: ['Clinician', 'Calendar', 'Staff'],
    }),
    rooms: build.query<Room[], void>({
      query: () => '/vet-business/rooms',
      providesTags: ['Room'],
    }),
    addRoom: build.mutation<Room, RoomInput>({
      query: (body) => withIdempotencyKey({ url: '/vet-business/rooms', method: 'POST', body }),
      invalidatesTags: ['Room'],
    }),
    renameRoom: build.mutation<Room, { id: string; name: string; version?: string }>({
      query: ({ id, name, version }) =>
        withIfMatch({ url: `/vet-business/rooms/${id}`, method: 'PUT', body: { name } }, version),
      invalidatesTags: ['Room'],
    }),
    removeRoom: build.mutation<void, { id: string; version?: string }>({
      query: ({ id, version }) =>
        withIfMatch({ url: `/vet-business/rooms/${id}`, method: 'DELETE' }, version),
      invalidatesTags: ['Room'],
    }),
    staff: build.query<StaffList, void>({
      query: () => '/vet-business/staff',
      providesTags: ['Staff'],
    }),
    inviteStaff: build.mutation<StaffInvitation, StaffInvitationInput>({
      query: (body) =>
        withIdempotencyKey({ url: '/vet-business/staff/invitations', method: 'POST', body }),
      invalidatesTags: ['Staff'],
    }),
    removeStaff: build.mutation<void, { id: string; version?: string }>({
      query: ({ id, version }) =>
        withIfMatch({ url: `/vet-business/staff/${id}`, method: 'DELETE' }, version),
      invalidatesTags: ['Staff'],
    }),
    withdrawInvitation: build.mutation<void, { id: string; version?: string }>({
      query: ({ id, version }) =>
        withIfMatch({ url: `/vet-business/staff/invitations/${id}`, method: 'DELETE' }, version),
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const {
  useCliniciansQuery,
  useAddClinicianMutation,
  useSaveClinicianMutation,
  useRemoveClinicianMutation,
  useRoomsQuery,
  useAddRoomMutation,
  useRenameRoomMutation,
  useRemoveRoomMutation,
  useStaffQuery,
  useInviteStaffMutation,
  useRemoveStaffMutation,
  useWithdrawInvitationMutation,
} = teamApi;
