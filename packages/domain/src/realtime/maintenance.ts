/** The LMS maintenance state of spec §3: the API's GET /api/lms/maintenance and the live `MaintenanceUpdated` event. */
export interface LmsMaintenance {
  showMessage: boolean;
  /** At most MAINTENANCE_MESSAGE_MAX characters. */
  message: string;
  isActive: boolean;
}

export const MAINTENANCE_MESSAGE_MAX = 2000;

/** No maintenance: the state before an administrator ever set one. */
export const NO_MAINTENANCE: LmsMaintenance = { showMessage: false, message: '', isActive: false };
