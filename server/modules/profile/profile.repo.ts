import { users } from '../../db/schema';
import { sessionUserRead } from '../auth/live-session-sql';

// GET /api/profile, a hot read: the session's check and the profile's columns in one prepared
// query (docs/decisions/web-speed.md#hot-reads-sent-as-built).
export const findSessionProfile = sessionUserRead('session_profile', {
  fullName: users.fullName,
  name: users.name,
  cellphone: users.cellphone,
  countryCode: users.countryCode,
  idPhotoFront: users.idPhotoFront,
  idPhotoBack: users.idPhotoBack,
  idPhotoFrontRequest: users.idPhotoFrontRequest,
  idPhotoBackRequest: users.idPhotoBackRequest,
});
