/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query MainLayoutFetchUserRoles($userID: ID!) {\n    userRoles(userID: $userID) {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n": typeof types.MainLayoutFetchUserRolesDocument,
    "\n  query BoxAcceptanceAppointment($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...StaffAppointment\n    }\n  }\n": typeof types.BoxAcceptanceAppointmentDocument,
    "\n  query BoxAcceptanceLogs($appointmentID: ID!) {\n    appointmentLogs(appointmentID: $appointmentID) {\n      appointmentLogID\n      appointmentID\n      actionType\n      dateTime\n      notes\n      smsText\n      fromStatus\n      toStatus\n      user {\n        userID\n        userName\n        firstname\n        lastname\n      }\n    }\n  }\n": typeof types.BoxAcceptanceLogsDocument,
    "\n  query BoxAcceptanceRejectReasons {\n    rejectReasons {\n      rejectReasonID\n      name\n    }\n  }\n": typeof types.BoxAcceptanceRejectReasonsDocument,
    "\n  mutation BoxAcceptanceJobStart($input: JobStartInput!) {\n    jobStart(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.BoxAcceptanceJobStartDocument,
    "\n  mutation BoxAcceptanceJobReject($input: JobRejectInput!) {\n    jobReject(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.BoxAcceptanceJobRejectDocument,
    "\n  mutation BoxAcceptanceJobEnd($input: AppointmentActionInput!) {\n    jobEnd(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.BoxAcceptanceJobEndDocument,
    "\n  mutation BoxAcceptanceUscita($input: AppointmentActionInput!) {\n    uscita(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.BoxAcceptanceUscitaDocument,
    "\n  mutation BoxAcceptanceConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.BoxAcceptanceConfirmPaymentDocument,
    "\n  mutation BoxAcceptanceConfirmExit($input: ConfirmExitInput!) {\n    confirmExit(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.BoxAcceptanceConfirmExitDocument,
    "\n  mutation BoxAcceptanceGoBack($input: AppointmentActionInput!) {\n    goBack(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.BoxAcceptanceGoBackDocument,
    "\n  mutation BoxAcceptanceReturnToQueue($input: AppointmentActionInput!) {\n    returnToQueue(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.BoxAcceptanceReturnToQueueDocument,
    "\n  mutation BoxAcceptanceUndoLastOperation($input: AppointmentActionInput!) {\n    undoLastOperation(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.BoxAcceptanceUndoLastOperationDocument,
    "\n  mutation BoxAcceptanceSendJobEndSms($input: SendJobEndSmsInput!) {\n    sendJobEndSms(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.BoxAcceptanceSendJobEndSmsDocument,
    "\n  mutation BoxAcceptanceSetThanksSms($input: SetThanksSmsInput!) {\n    setThanksSms(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.BoxAcceptanceSetThanksSmsDocument,
    "\n  mutation BoxAcceptanceCreateLog($input: CreateAppointmentLogInput!) {\n    createAppointmentLog(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.BoxAcceptanceCreateLogDocument,
    "\n  fragment StaffAppointment on Appointment {\n    appointmentID\n    workshopID\n    statusCode\n    statusName\n    walkIn\n    priority\n    licensePlate\n    name\n    mobile\n    description\n    note\n    vehicleBrandID\n    vehicleModel\n    bookingDateTime\n    checkinDateTime\n    acceptanceDateTime\n    jobStartDateTime\n    jobEndDateTime\n    jobRejectDateTime\n    paymentDateTime\n    checkoutDateTime\n    jobEndSmsDateTime\n    assignedQueueID\n    acceptedBoxID\n    acceptedUserID\n    acceptedUser {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    hiddenAcceptance\n    thanksSmsEnabled\n    checkinAnomaly\n    waitingSpareParts\n    rejectReasonID\n    returningCustomerLastDate\n    returningCustomerReason\n    position\n    estimatedWaitMinutes\n    timing {\n      status\n      minutes\n    }\n    allowedActions\n    deletedAt\n    version\n  }\n": typeof types.StaffAppointmentFragmentDoc,
    "\n  fragment StaffQueue on Queue {\n    queueID\n    workshopID\n    queueGroupID\n    name\n    color\n    isDefault\n    viewOrderNumber\n    waitingCount\n    waiting {\n      ...StaffAppointment\n    }\n  }\n": typeof types.StaffQueueFragmentDoc,
    "\n  fragment StaffBox on Box {\n    boxID\n    workshopID\n    queueGroupID\n    name\n    aliases\n    orderNumber\n    notAvailable\n    visible\n    userID\n    user {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    currentAppointment {\n      ...StaffAppointment\n    }\n  }\n": typeof types.StaffBoxFragmentDoc,
    "\n  fragment StaffCounts on QueueCounts {\n    workshopID\n    booked\n    checkedInBooked\n    checkedInRandom\n    accepted\n    managed\n    perQueue {\n      queueID\n      waiting\n    }\n  }\n": typeof types.StaffCountsFragmentDoc,
    "\n  query StaffQueueGroups($workshopID: ID!) {\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      workshopID\n      name\n      color\n      queues {\n        queueID\n        workshopID\n        queueGroupID\n        name\n        color\n        isDefault\n        viewOrderNumber\n      }\n    }\n  }\n": typeof types.StaffQueueGroupsDocument,
    "\n  query StaffQueues($workshopID: ID!, $queueGroupID: ID) {\n    queues(workshopID: $workshopID, queueGroupID: $queueGroupID) {\n      ...StaffQueue\n    }\n  }\n": typeof types.StaffQueuesDocument,
    "\n  query StaffBoxes($workshopID: ID!, $queueGroupID: ID) {\n    boxes(workshopID: $workshopID, queueGroupID: $queueGroupID) {\n      ...StaffBox\n    }\n  }\n": typeof types.StaffBoxesDocument,
    "\n  query StaffQueueCounts($workshopID: ID!) {\n    queueCounts(workshopID: $workshopID) {\n      ...StaffCounts\n    }\n  }\n": typeof types.StaffQueueCountsDocument,
    "\n  query StaffAppointments($filter: AppointmentFilter!, $orderBy: AppointmentOrder) {\n    appointments(filter: $filter, first: 200, orderBy: $orderBy) {\n      totalCount\n      nodes {\n        ...StaffAppointment\n      }\n    }\n  }\n": typeof types.StaffAppointmentsDocument,
    "\n  subscription StaffQueueChanged($workshopID: ID!) {\n    queueChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      queues {\n        ...StaffQueue\n      }\n      counts {\n        ...StaffCounts\n      }\n      appointments {\n        ...StaffAppointment\n      }\n    }\n  }\n": typeof types.StaffQueueChangedDocument,
    "\n  subscription StaffBoxesChanged($workshopID: ID!) {\n    boxesChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      boxes {\n        ...StaffBox\n      }\n    }\n  }\n": typeof types.StaffBoxesChangedDocument,
    "\n  subscription StaffAppointmentChanged($appointmentID: ID!) {\n    appointmentChanged(appointmentID: $appointmentID) {\n      appointmentID\n      version\n      initial\n      appointment {\n        ...StaffAppointment\n      }\n    }\n  }\n": typeof types.StaffAppointmentChangedDocument,
    "\n  mutation StaffNextCustomer($input: NextCustomerInput!) {\n    nextCustomer(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.StaffNextCustomerDocument,
    "\n  mutation StaffPickAppointment($input: PickAppointmentInput!) {\n    pickAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.StaffPickAppointmentDocument,
    "\n  mutation CustomerSupportSendRequest($input: SupportRequestInput!) {\n    supportRequest(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CustomerSupportSendRequestDocument,
    "\n  mutation PasswordRecoverySendRecovery($email: String!) {\n    sendPasswordRecovery(email: $email) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.PasswordRecoverySendRecoveryDocument,
    "\n  mutation PasswordResetConfirmPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.PasswordResetConfirmPasswordDocument,
    "\n  mutation SignInLogin($input: LoginInput!) {\n    login(input: $input) {\n      profile {\n        ...AuthSession_profile\n      }\n      errorMessage\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SignInLoginDocument,
    "\n  query CheckinVehicleBrands {\n    vehicleBrands {\n      vehicleBrandID\n      name\n      position\n    }\n  }\n": typeof types.CheckinVehicleBrandsDocument,
    "\n  query CheckinReturningCustomer($workshopID: ID!, $licensePlate: String!) {\n    returningCustomer(workshopID: $workshopID, licensePlate: $licensePlate) {\n      licensePlate\n      isReturning\n      daysSinceLastVisit\n      lastVisit {\n        appointmentID\n        licensePlate\n        name\n        mobile\n        vehicleBrandID\n        vehicleModel\n        checkinDateTime\n        bookingDateTime\n      }\n    }\n  }\n": typeof types.CheckinReturningCustomerDocument,
    "\n  mutation CheckinRegisterWalkIn($input: RegisterNewAppointmentInput!) {\n    registerNewAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CheckinRegisterWalkInDocument,
    "\n  mutation CheckinCheckInBooked($input: CheckInBookedInput!) {\n    checkInBooked(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CheckinCheckInBookedDocument,
    "\n  mutation CheckinUndoCheckIn($input: AppointmentActionInput!) {\n    undoCheckIn(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CheckinUndoCheckInDocument,
    "\n  mutation CheckinDeleteCheckIn($input: AppointmentActionInput!) {\n    deleteCheckIn(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CheckinDeleteCheckInDocument,
    "\n  query MonitorScreenMyMonitors {\n    myMonitors {\n      monitorID\n      name\n      workshopID\n      workshopName\n      timeZone\n      queueGroups {\n        queueGroupID\n        name\n        color\n        position\n      }\n    }\n  }\n": typeof types.MonitorScreenMyMonitorsDocument,
    "\n  query MonitorScreenSlogans($workshopID: ID!) {\n    slogans(workshopID: $workshopID) {\n      sloganID\n      title\n      text\n      order\n      duration\n    }\n  }\n": typeof types.MonitorScreenSlogansDocument,
    "\n  subscription MonitorScreenCalls($monitorID: ID!) {\n    monitorCalls(monitorID: $monitorID) {\n      monitorID\n      version\n      initial\n      calls {\n        callID\n        appointmentID\n        licensePlate\n        boxID\n        boxName\n        queueName\n        queueColor\n        calledAt\n      }\n    }\n  }\n": typeof types.MonitorScreenCallsDocument,
    "\n  query StaffListsPage($filter: AppointmentFilter!, $first: Int, $after: String, $orderBy: AppointmentOrder) {\n    appointments(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...StaffAppointment\n        type\n      }\n    }\n  }\n": typeof types.StaffListsPageDocument,
    "\n  query StaffListsDetail($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...StaffAppointment\n      type\n      email\n      assignedQueue {\n        queueID\n        name\n      }\n      acceptedBox {\n        boxID\n        name\n      }\n      rejectReason {\n        rejectReasonID\n        name\n      }\n    }\n  }\n": typeof types.StaffListsDetailDocument,
    "\n  query StaffListsHistory($appointmentID: ID!) {\n    appointmentHistory(appointmentID: $appointmentID) {\n      appointmentLogID\n      phase\n      dateTime\n      action\n      resource\n      notes\n    }\n  }\n": typeof types.StaffListsHistoryDocument,
    "\n  mutation AgendaCreateAppointment($input: AppointmentInput!) {\n    createAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AgendaCreateAppointmentDocument,
    "\n  mutation AgendaUpdateAppointment($input: UpdateAppointmentInput!) {\n    updateAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AgendaUpdateAppointmentDocument,
    "\n  mutation AgendaDeleteAppointment($input: AppointmentActionInput!) {\n    deleteAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AgendaDeleteAppointmentDocument,
    "\n  query TotemScreenMyTotems {\n    myTotems {\n      totemID\n      name\n      workshopID\n      workshopName\n      timeZone\n      totemQueues {\n        queueID\n        name\n        color\n        message\n        activity\n        position\n      }\n    }\n  }\n": typeof types.TotemScreenMyTotemsDocument,
    "\n  query TotemScreenBrands {\n    vehicleBrands {\n      vehicleBrandID\n      name\n      position\n    }\n  }\n": typeof types.TotemScreenBrandsDocument,
    "\n  query TotemScreenFindBooking($totemID: ID!, $search: String!) {\n    totemFindBooking(totemID: $totemID, search: $search) {\n      appointmentID\n      maskedPlate\n      displayName\n      bookingDateTime\n      kind\n    }\n  }\n": typeof types.TotemScreenFindBookingDocument,
    "\n  mutation TotemScreenCheckIn($input: TotemCheckInInput!) {\n    totemCheckIn(input: $input) {\n      welcome {\n        code\n        trackingUrl\n        maskedPlate\n        queueName\n        position\n        estimatedWaitMinutes\n      }\n      problem\n      bookingDateTime\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.TotemScreenCheckInDocument,
    "\n  mutation TotemScreenRegisterWalkIn($input: TotemWalkInInput!) {\n    totemRegisterWalkIn(input: $input) {\n      welcome {\n        code\n        trackingUrl\n        maskedPlate\n        queueName\n        position\n        estimatedWaitMinutes\n      }\n      problem\n      bookingDateTime\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.TotemScreenRegisterWalkInDocument,
    "\n  query TrackingScreenTracking($code: ID!) {\n    tracking(code: $code) {\n      ...TrackingScreen_tracking\n    }\n  }\n": typeof types.TrackingScreenTrackingDocument,
    "\n  subscription TrackingScreenChanged($code: ID!) {\n    trackingChanged(code: $code) {\n      code\n      version\n      initial\n      tracking {\n        ...TrackingScreen_tracking\n      }\n    }\n  }\n": typeof types.TrackingScreenChangedDocument,
    "\n  fragment TrackingScreen_tracking on Tracking {\n    code\n    workshopName\n    maskedPlate\n    statusCode\n    statusName\n    queueName\n    position\n    estimatedWaitMinutes\n    boxName\n    calledAt\n    jobStartDateTime\n    jobEndDateTime\n    paymentDateTime\n    checkoutDateTime\n  }\n": typeof types.TrackingScreen_TrackingFragmentDoc,
    "\n  fragment WithdrawalScreen_visit on CustomerVisit {\n    code\n    tracking {\n      ...TrackingScreen_tracking\n    }\n    withdrawal {\n      code\n      ready\n      booking {\n        day\n        start\n        end\n        bookingDateTime\n      }\n    }\n  }\n": typeof types.WithdrawalScreen_VisitFragmentDoc,
    "\n  query WithdrawalScreenVisit($access: WithdrawalAccessInput!) {\n    customerVisit(access: $access) {\n      ...WithdrawalScreen_visit\n    }\n  }\n": typeof types.WithdrawalScreenVisitDocument,
    "\n  query WithdrawalScreenCalendar($access: WithdrawalAccessInput!) {\n    withdrawalCalendar(access: $access) {\n      code\n      workshopName\n      days {\n        day\n        weekDay\n        slots {\n          start\n          end\n          free\n          mine\n        }\n      }\n    }\n  }\n": typeof types.WithdrawalScreenCalendarDocument,
    "\n  mutation WithdrawalScreenCreate($input: WithdrawalSlotInput!) {\n    createWithdrawalAppointment(input: $input) {\n      success\n      errorCode\n      errorMessage\n      visit {\n        ...WithdrawalScreen_visit\n      }\n    }\n  }\n": typeof types.WithdrawalScreenCreateDocument,
    "\n  mutation WithdrawalScreenUpdate($input: WithdrawalSlotInput!) {\n    updateWithdrawalAppointment(input: $input) {\n      success\n      errorCode\n      errorMessage\n      visit {\n        ...WithdrawalScreen_visit\n      }\n    }\n  }\n": typeof types.WithdrawalScreenUpdateDocument,
    "\n  mutation WithdrawalScreenCancel($access: WithdrawalAccessInput!) {\n    cancelWithdrawalAppointment(access: $access) {\n      success\n      errorCode\n      errorMessage\n      visit {\n        ...WithdrawalScreen_visit\n      }\n    }\n  }\n": typeof types.WithdrawalScreenCancelDocument,
    "\n  mutation MobileTrackingLogin($licensePlate: String, $code: String) {\n    mobileMonitorLogin(licensePlate: $licensePlate, code: $code) {\n      success\n      token\n      linkSent\n      errorCode\n      errorMessage\n      appointment {\n        ...WithdrawalScreen_visit\n      }\n      otherAppointments {\n        workshopName\n        type\n        statusCode\n        statusName\n        bookingDateTime\n      }\n    }\n  }\n": typeof types.MobileTrackingLoginDocument,
    "\n  fragment AuthSession_profile on Profile {\n    id\n    userName\n    firstname\n    lastname\n    token\n    isAdmin\n    errorMessage\n    roles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n    impersonator {\n      userID\n      userName\n    }\n  }\n": typeof types.AuthSession_ProfileFragmentDoc,
    "\n  query SessionFetchProfile {\n    profile {\n      ...AuthSession_profile\n    }\n  }\n": typeof types.SessionFetchProfileDocument,
    "\n  mutation SessionRefreshProfile {\n    refreshProfile {\n      ...AuthSession_profile\n    }\n  }\n": typeof types.SessionRefreshProfileDocument,
    "\n  mutation SessionLogout {\n    logout\n  }\n": typeof types.SessionLogoutDocument,
    "\n  mutation ImpersonationBannerStopImpersonation {\n    stopImpersonation {\n      ...AuthSession_profile\n    }\n  }\n": typeof types.ImpersonationBannerStopImpersonationDocument,
};
const documents: Documents = {
    "\n  query MainLayoutFetchUserRoles($userID: ID!) {\n    userRoles(userID: $userID) {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n": types.MainLayoutFetchUserRolesDocument,
    "\n  query BoxAcceptanceAppointment($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...StaffAppointment\n    }\n  }\n": types.BoxAcceptanceAppointmentDocument,
    "\n  query BoxAcceptanceLogs($appointmentID: ID!) {\n    appointmentLogs(appointmentID: $appointmentID) {\n      appointmentLogID\n      appointmentID\n      actionType\n      dateTime\n      notes\n      smsText\n      fromStatus\n      toStatus\n      user {\n        userID\n        userName\n        firstname\n        lastname\n      }\n    }\n  }\n": types.BoxAcceptanceLogsDocument,
    "\n  query BoxAcceptanceRejectReasons {\n    rejectReasons {\n      rejectReasonID\n      name\n    }\n  }\n": types.BoxAcceptanceRejectReasonsDocument,
    "\n  mutation BoxAcceptanceJobStart($input: JobStartInput!) {\n    jobStart(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.BoxAcceptanceJobStartDocument,
    "\n  mutation BoxAcceptanceJobReject($input: JobRejectInput!) {\n    jobReject(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.BoxAcceptanceJobRejectDocument,
    "\n  mutation BoxAcceptanceJobEnd($input: AppointmentActionInput!) {\n    jobEnd(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.BoxAcceptanceJobEndDocument,
    "\n  mutation BoxAcceptanceUscita($input: AppointmentActionInput!) {\n    uscita(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.BoxAcceptanceUscitaDocument,
    "\n  mutation BoxAcceptanceConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.BoxAcceptanceConfirmPaymentDocument,
    "\n  mutation BoxAcceptanceConfirmExit($input: ConfirmExitInput!) {\n    confirmExit(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.BoxAcceptanceConfirmExitDocument,
    "\n  mutation BoxAcceptanceGoBack($input: AppointmentActionInput!) {\n    goBack(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.BoxAcceptanceGoBackDocument,
    "\n  mutation BoxAcceptanceReturnToQueue($input: AppointmentActionInput!) {\n    returnToQueue(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.BoxAcceptanceReturnToQueueDocument,
    "\n  mutation BoxAcceptanceUndoLastOperation($input: AppointmentActionInput!) {\n    undoLastOperation(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.BoxAcceptanceUndoLastOperationDocument,
    "\n  mutation BoxAcceptanceSendJobEndSms($input: SendJobEndSmsInput!) {\n    sendJobEndSms(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.BoxAcceptanceSendJobEndSmsDocument,
    "\n  mutation BoxAcceptanceSetThanksSms($input: SetThanksSmsInput!) {\n    setThanksSms(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.BoxAcceptanceSetThanksSmsDocument,
    "\n  mutation BoxAcceptanceCreateLog($input: CreateAppointmentLogInput!) {\n    createAppointmentLog(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.BoxAcceptanceCreateLogDocument,
    "\n  fragment StaffAppointment on Appointment {\n    appointmentID\n    workshopID\n    statusCode\n    statusName\n    walkIn\n    priority\n    licensePlate\n    name\n    mobile\n    description\n    note\n    vehicleBrandID\n    vehicleModel\n    bookingDateTime\n    checkinDateTime\n    acceptanceDateTime\n    jobStartDateTime\n    jobEndDateTime\n    jobRejectDateTime\n    paymentDateTime\n    checkoutDateTime\n    jobEndSmsDateTime\n    assignedQueueID\n    acceptedBoxID\n    acceptedUserID\n    acceptedUser {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    hiddenAcceptance\n    thanksSmsEnabled\n    checkinAnomaly\n    waitingSpareParts\n    rejectReasonID\n    returningCustomerLastDate\n    returningCustomerReason\n    position\n    estimatedWaitMinutes\n    timing {\n      status\n      minutes\n    }\n    allowedActions\n    deletedAt\n    version\n  }\n": types.StaffAppointmentFragmentDoc,
    "\n  fragment StaffQueue on Queue {\n    queueID\n    workshopID\n    queueGroupID\n    name\n    color\n    isDefault\n    viewOrderNumber\n    waitingCount\n    waiting {\n      ...StaffAppointment\n    }\n  }\n": types.StaffQueueFragmentDoc,
    "\n  fragment StaffBox on Box {\n    boxID\n    workshopID\n    queueGroupID\n    name\n    aliases\n    orderNumber\n    notAvailable\n    visible\n    userID\n    user {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    currentAppointment {\n      ...StaffAppointment\n    }\n  }\n": types.StaffBoxFragmentDoc,
    "\n  fragment StaffCounts on QueueCounts {\n    workshopID\n    booked\n    checkedInBooked\n    checkedInRandom\n    accepted\n    managed\n    perQueue {\n      queueID\n      waiting\n    }\n  }\n": types.StaffCountsFragmentDoc,
    "\n  query StaffQueueGroups($workshopID: ID!) {\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      workshopID\n      name\n      color\n      queues {\n        queueID\n        workshopID\n        queueGroupID\n        name\n        color\n        isDefault\n        viewOrderNumber\n      }\n    }\n  }\n": types.StaffQueueGroupsDocument,
    "\n  query StaffQueues($workshopID: ID!, $queueGroupID: ID) {\n    queues(workshopID: $workshopID, queueGroupID: $queueGroupID) {\n      ...StaffQueue\n    }\n  }\n": types.StaffQueuesDocument,
    "\n  query StaffBoxes($workshopID: ID!, $queueGroupID: ID) {\n    boxes(workshopID: $workshopID, queueGroupID: $queueGroupID) {\n      ...StaffBox\n    }\n  }\n": types.StaffBoxesDocument,
    "\n  query StaffQueueCounts($workshopID: ID!) {\n    queueCounts(workshopID: $workshopID) {\n      ...StaffCounts\n    }\n  }\n": types.StaffQueueCountsDocument,
    "\n  query StaffAppointments($filter: AppointmentFilter!, $orderBy: AppointmentOrder) {\n    appointments(filter: $filter, first: 200, orderBy: $orderBy) {\n      totalCount\n      nodes {\n        ...StaffAppointment\n      }\n    }\n  }\n": types.StaffAppointmentsDocument,
    "\n  subscription StaffQueueChanged($workshopID: ID!) {\n    queueChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      queues {\n        ...StaffQueue\n      }\n      counts {\n        ...StaffCounts\n      }\n      appointments {\n        ...StaffAppointment\n      }\n    }\n  }\n": types.StaffQueueChangedDocument,
    "\n  subscription StaffBoxesChanged($workshopID: ID!) {\n    boxesChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      boxes {\n        ...StaffBox\n      }\n    }\n  }\n": types.StaffBoxesChangedDocument,
    "\n  subscription StaffAppointmentChanged($appointmentID: ID!) {\n    appointmentChanged(appointmentID: $appointmentID) {\n      appointmentID\n      version\n      initial\n      appointment {\n        ...StaffAppointment\n      }\n    }\n  }\n": types.StaffAppointmentChangedDocument,
    "\n  mutation StaffNextCustomer($input: NextCustomerInput!) {\n    nextCustomer(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.StaffNextCustomerDocument,
    "\n  mutation StaffPickAppointment($input: PickAppointmentInput!) {\n    pickAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.StaffPickAppointmentDocument,
    "\n  mutation CustomerSupportSendRequest($input: SupportRequestInput!) {\n    supportRequest(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CustomerSupportSendRequestDocument,
    "\n  mutation PasswordRecoverySendRecovery($email: String!) {\n    sendPasswordRecovery(email: $email) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.PasswordRecoverySendRecoveryDocument,
    "\n  mutation PasswordResetConfirmPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.PasswordResetConfirmPasswordDocument,
    "\n  mutation SignInLogin($input: LoginInput!) {\n    login(input: $input) {\n      profile {\n        ...AuthSession_profile\n      }\n      errorMessage\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SignInLoginDocument,
    "\n  query CheckinVehicleBrands {\n    vehicleBrands {\n      vehicleBrandID\n      name\n      position\n    }\n  }\n": types.CheckinVehicleBrandsDocument,
    "\n  query CheckinReturningCustomer($workshopID: ID!, $licensePlate: String!) {\n    returningCustomer(workshopID: $workshopID, licensePlate: $licensePlate) {\n      licensePlate\n      isReturning\n      daysSinceLastVisit\n      lastVisit {\n        appointmentID\n        licensePlate\n        name\n        mobile\n        vehicleBrandID\n        vehicleModel\n        checkinDateTime\n        bookingDateTime\n      }\n    }\n  }\n": types.CheckinReturningCustomerDocument,
    "\n  mutation CheckinRegisterWalkIn($input: RegisterNewAppointmentInput!) {\n    registerNewAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CheckinRegisterWalkInDocument,
    "\n  mutation CheckinCheckInBooked($input: CheckInBookedInput!) {\n    checkInBooked(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CheckinCheckInBookedDocument,
    "\n  mutation CheckinUndoCheckIn($input: AppointmentActionInput!) {\n    undoCheckIn(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CheckinUndoCheckInDocument,
    "\n  mutation CheckinDeleteCheckIn($input: AppointmentActionInput!) {\n    deleteCheckIn(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CheckinDeleteCheckInDocument,
    "\n  query MonitorScreenMyMonitors {\n    myMonitors {\n      monitorID\n      name\n      workshopID\n      workshopName\n      timeZone\n      queueGroups {\n        queueGroupID\n        name\n        color\n        position\n      }\n    }\n  }\n": types.MonitorScreenMyMonitorsDocument,
    "\n  query MonitorScreenSlogans($workshopID: ID!) {\n    slogans(workshopID: $workshopID) {\n      sloganID\n      title\n      text\n      order\n      duration\n    }\n  }\n": types.MonitorScreenSlogansDocument,
    "\n  subscription MonitorScreenCalls($monitorID: ID!) {\n    monitorCalls(monitorID: $monitorID) {\n      monitorID\n      version\n      initial\n      calls {\n        callID\n        appointmentID\n        licensePlate\n        boxID\n        boxName\n        queueName\n        queueColor\n        calledAt\n      }\n    }\n  }\n": types.MonitorScreenCallsDocument,
    "\n  query StaffListsPage($filter: AppointmentFilter!, $first: Int, $after: String, $orderBy: AppointmentOrder) {\n    appointments(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...StaffAppointment\n        type\n      }\n    }\n  }\n": types.StaffListsPageDocument,
    "\n  query StaffListsDetail($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...StaffAppointment\n      type\n      email\n      assignedQueue {\n        queueID\n        name\n      }\n      acceptedBox {\n        boxID\n        name\n      }\n      rejectReason {\n        rejectReasonID\n        name\n      }\n    }\n  }\n": types.StaffListsDetailDocument,
    "\n  query StaffListsHistory($appointmentID: ID!) {\n    appointmentHistory(appointmentID: $appointmentID) {\n      appointmentLogID\n      phase\n      dateTime\n      action\n      resource\n      notes\n    }\n  }\n": types.StaffListsHistoryDocument,
    "\n  mutation AgendaCreateAppointment($input: AppointmentInput!) {\n    createAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AgendaCreateAppointmentDocument,
    "\n  mutation AgendaUpdateAppointment($input: UpdateAppointmentInput!) {\n    updateAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AgendaUpdateAppointmentDocument,
    "\n  mutation AgendaDeleteAppointment($input: AppointmentActionInput!) {\n    deleteAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AgendaDeleteAppointmentDocument,
    "\n  query TotemScreenMyTotems {\n    myTotems {\n      totemID\n      name\n      workshopID\n      workshopName\n      timeZone\n      totemQueues {\n        queueID\n        name\n        color\n        message\n        activity\n        position\n      }\n    }\n  }\n": types.TotemScreenMyTotemsDocument,
    "\n  query TotemScreenBrands {\n    vehicleBrands {\n      vehicleBrandID\n      name\n      position\n    }\n  }\n": types.TotemScreenBrandsDocument,
    "\n  query TotemScreenFindBooking($totemID: ID!, $search: String!) {\n    totemFindBooking(totemID: $totemID, search: $search) {\n      appointmentID\n      maskedPlate\n      displayName\n      bookingDateTime\n      kind\n    }\n  }\n": types.TotemScreenFindBookingDocument,
    "\n  mutation TotemScreenCheckIn($input: TotemCheckInInput!) {\n    totemCheckIn(input: $input) {\n      welcome {\n        code\n        trackingUrl\n        maskedPlate\n        queueName\n        position\n        estimatedWaitMinutes\n      }\n      problem\n      bookingDateTime\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.TotemScreenCheckInDocument,
    "\n  mutation TotemScreenRegisterWalkIn($input: TotemWalkInInput!) {\n    totemRegisterWalkIn(input: $input) {\n      welcome {\n        code\n        trackingUrl\n        maskedPlate\n        queueName\n        position\n        estimatedWaitMinutes\n      }\n      problem\n      bookingDateTime\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.TotemScreenRegisterWalkInDocument,
    "\n  query TrackingScreenTracking($code: ID!) {\n    tracking(code: $code) {\n      ...TrackingScreen_tracking\n    }\n  }\n": types.TrackingScreenTrackingDocument,
    "\n  subscription TrackingScreenChanged($code: ID!) {\n    trackingChanged(code: $code) {\n      code\n      version\n      initial\n      tracking {\n        ...TrackingScreen_tracking\n      }\n    }\n  }\n": types.TrackingScreenChangedDocument,
    "\n  fragment TrackingScreen_tracking on Tracking {\n    code\n    workshopName\n    maskedPlate\n    statusCode\n    statusName\n    queueName\n    position\n    estimatedWaitMinutes\n    boxName\n    calledAt\n    jobStartDateTime\n    jobEndDateTime\n    paymentDateTime\n    checkoutDateTime\n  }\n": types.TrackingScreen_TrackingFragmentDoc,
    "\n  fragment WithdrawalScreen_visit on CustomerVisit {\n    code\n    tracking {\n      ...TrackingScreen_tracking\n    }\n    withdrawal {\n      code\n      ready\n      booking {\n        day\n        start\n        end\n        bookingDateTime\n      }\n    }\n  }\n": types.WithdrawalScreen_VisitFragmentDoc,
    "\n  query WithdrawalScreenVisit($access: WithdrawalAccessInput!) {\n    customerVisit(access: $access) {\n      ...WithdrawalScreen_visit\n    }\n  }\n": types.WithdrawalScreenVisitDocument,
    "\n  query WithdrawalScreenCalendar($access: WithdrawalAccessInput!) {\n    withdrawalCalendar(access: $access) {\n      code\n      workshopName\n      days {\n        day\n        weekDay\n        slots {\n          start\n          end\n          free\n          mine\n        }\n      }\n    }\n  }\n": types.WithdrawalScreenCalendarDocument,
    "\n  mutation WithdrawalScreenCreate($input: WithdrawalSlotInput!) {\n    createWithdrawalAppointment(input: $input) {\n      success\n      errorCode\n      errorMessage\n      visit {\n        ...WithdrawalScreen_visit\n      }\n    }\n  }\n": types.WithdrawalScreenCreateDocument,
    "\n  mutation WithdrawalScreenUpdate($input: WithdrawalSlotInput!) {\n    updateWithdrawalAppointment(input: $input) {\n      success\n      errorCode\n      errorMessage\n      visit {\n        ...WithdrawalScreen_visit\n      }\n    }\n  }\n": types.WithdrawalScreenUpdateDocument,
    "\n  mutation WithdrawalScreenCancel($access: WithdrawalAccessInput!) {\n    cancelWithdrawalAppointment(access: $access) {\n      success\n      errorCode\n      errorMessage\n      visit {\n        ...WithdrawalScreen_visit\n      }\n    }\n  }\n": types.WithdrawalScreenCancelDocument,
    "\n  mutation MobileTrackingLogin($licensePlate: String, $code: String) {\n    mobileMonitorLogin(licensePlate: $licensePlate, code: $code) {\n      success\n      token\n      linkSent\n      errorCode\n      errorMessage\n      appointment {\n        ...WithdrawalScreen_visit\n      }\n      otherAppointments {\n        workshopName\n        type\n        statusCode\n        statusName\n        bookingDateTime\n      }\n    }\n  }\n": types.MobileTrackingLoginDocument,
    "\n  fragment AuthSession_profile on Profile {\n    id\n    userName\n    firstname\n    lastname\n    token\n    isAdmin\n    errorMessage\n    roles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n    impersonator {\n      userID\n      userName\n    }\n  }\n": types.AuthSession_ProfileFragmentDoc,
    "\n  query SessionFetchProfile {\n    profile {\n      ...AuthSession_profile\n    }\n  }\n": types.SessionFetchProfileDocument,
    "\n  mutation SessionRefreshProfile {\n    refreshProfile {\n      ...AuthSession_profile\n    }\n  }\n": types.SessionRefreshProfileDocument,
    "\n  mutation SessionLogout {\n    logout\n  }\n": types.SessionLogoutDocument,
    "\n  mutation ImpersonationBannerStopImpersonation {\n    stopImpersonation {\n      ...AuthSession_profile\n    }\n  }\n": types.ImpersonationBannerStopImpersonationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MainLayoutFetchUserRoles($userID: ID!) {\n    userRoles(userID: $userID) {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n"): (typeof documents)["\n  query MainLayoutFetchUserRoles($userID: ID!) {\n    userRoles(userID: $userID) {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoxAcceptanceAppointment($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...StaffAppointment\n    }\n  }\n"): (typeof documents)["\n  query BoxAcceptanceAppointment($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...StaffAppointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoxAcceptanceLogs($appointmentID: ID!) {\n    appointmentLogs(appointmentID: $appointmentID) {\n      appointmentLogID\n      appointmentID\n      actionType\n      dateTime\n      notes\n      smsText\n      fromStatus\n      toStatus\n      user {\n        userID\n        userName\n        firstname\n        lastname\n      }\n    }\n  }\n"): (typeof documents)["\n  query BoxAcceptanceLogs($appointmentID: ID!) {\n    appointmentLogs(appointmentID: $appointmentID) {\n      appointmentLogID\n      appointmentID\n      actionType\n      dateTime\n      notes\n      smsText\n      fromStatus\n      toStatus\n      user {\n        userID\n        userName\n        firstname\n        lastname\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoxAcceptanceRejectReasons {\n    rejectReasons {\n      rejectReasonID\n      name\n    }\n  }\n"): (typeof documents)["\n  query BoxAcceptanceRejectReasons {\n    rejectReasons {\n      rejectReasonID\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceJobStart($input: JobStartInput!) {\n    jobStart(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceJobStart($input: JobStartInput!) {\n    jobStart(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceJobReject($input: JobRejectInput!) {\n    jobReject(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceJobReject($input: JobRejectInput!) {\n    jobReject(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceJobEnd($input: AppointmentActionInput!) {\n    jobEnd(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceJobEnd($input: AppointmentActionInput!) {\n    jobEnd(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceUscita($input: AppointmentActionInput!) {\n    uscita(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceUscita($input: AppointmentActionInput!) {\n    uscita(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceConfirmExit($input: ConfirmExitInput!) {\n    confirmExit(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceConfirmExit($input: ConfirmExitInput!) {\n    confirmExit(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceGoBack($input: AppointmentActionInput!) {\n    goBack(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceGoBack($input: AppointmentActionInput!) {\n    goBack(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceReturnToQueue($input: AppointmentActionInput!) {\n    returnToQueue(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceReturnToQueue($input: AppointmentActionInput!) {\n    returnToQueue(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceUndoLastOperation($input: AppointmentActionInput!) {\n    undoLastOperation(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceUndoLastOperation($input: AppointmentActionInput!) {\n    undoLastOperation(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceSendJobEndSms($input: SendJobEndSmsInput!) {\n    sendJobEndSms(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceSendJobEndSms($input: SendJobEndSmsInput!) {\n    sendJobEndSms(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceSetThanksSms($input: SetThanksSmsInput!) {\n    setThanksSms(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceSetThanksSms($input: SetThanksSmsInput!) {\n    setThanksSms(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceCreateLog($input: CreateAppointmentLogInput!) {\n    createAppointmentLog(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceCreateLog($input: CreateAppointmentLogInput!) {\n    createAppointmentLog(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffAppointment on Appointment {\n    appointmentID\n    workshopID\n    statusCode\n    statusName\n    walkIn\n    priority\n    licensePlate\n    name\n    mobile\n    description\n    note\n    vehicleBrandID\n    vehicleModel\n    bookingDateTime\n    checkinDateTime\n    acceptanceDateTime\n    jobStartDateTime\n    jobEndDateTime\n    jobRejectDateTime\n    paymentDateTime\n    checkoutDateTime\n    jobEndSmsDateTime\n    assignedQueueID\n    acceptedBoxID\n    acceptedUserID\n    acceptedUser {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    hiddenAcceptance\n    thanksSmsEnabled\n    checkinAnomaly\n    waitingSpareParts\n    rejectReasonID\n    returningCustomerLastDate\n    returningCustomerReason\n    position\n    estimatedWaitMinutes\n    timing {\n      status\n      minutes\n    }\n    allowedActions\n    deletedAt\n    version\n  }\n"): (typeof documents)["\n  fragment StaffAppointment on Appointment {\n    appointmentID\n    workshopID\n    statusCode\n    statusName\n    walkIn\n    priority\n    licensePlate\n    name\n    mobile\n    description\n    note\n    vehicleBrandID\n    vehicleModel\n    bookingDateTime\n    checkinDateTime\n    acceptanceDateTime\n    jobStartDateTime\n    jobEndDateTime\n    jobRejectDateTime\n    paymentDateTime\n    checkoutDateTime\n    jobEndSmsDateTime\n    assignedQueueID\n    acceptedBoxID\n    acceptedUserID\n    acceptedUser {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    hiddenAcceptance\n    thanksSmsEnabled\n    checkinAnomaly\n    waitingSpareParts\n    rejectReasonID\n    returningCustomerLastDate\n    returningCustomerReason\n    position\n    estimatedWaitMinutes\n    timing {\n      status\n      minutes\n    }\n    allowedActions\n    deletedAt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffQueue on Queue {\n    queueID\n    workshopID\n    queueGroupID\n    name\n    color\n    isDefault\n    viewOrderNumber\n    waitingCount\n    waiting {\n      ...StaffAppointment\n    }\n  }\n"): (typeof documents)["\n  fragment StaffQueue on Queue {\n    queueID\n    workshopID\n    queueGroupID\n    name\n    color\n    isDefault\n    viewOrderNumber\n    waitingCount\n    waiting {\n      ...StaffAppointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffBox on Box {\n    boxID\n    workshopID\n    queueGroupID\n    name\n    aliases\n    orderNumber\n    notAvailable\n    visible\n    userID\n    user {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    currentAppointment {\n      ...StaffAppointment\n    }\n  }\n"): (typeof documents)["\n  fragment StaffBox on Box {\n    boxID\n    workshopID\n    queueGroupID\n    name\n    aliases\n    orderNumber\n    notAvailable\n    visible\n    userID\n    user {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    currentAppointment {\n      ...StaffAppointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffCounts on QueueCounts {\n    workshopID\n    booked\n    checkedInBooked\n    checkedInRandom\n    accepted\n    managed\n    perQueue {\n      queueID\n      waiting\n    }\n  }\n"): (typeof documents)["\n  fragment StaffCounts on QueueCounts {\n    workshopID\n    booked\n    checkedInBooked\n    checkedInRandom\n    accepted\n    managed\n    perQueue {\n      queueID\n      waiting\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffQueueGroups($workshopID: ID!) {\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      workshopID\n      name\n      color\n      queues {\n        queueID\n        workshopID\n        queueGroupID\n        name\n        color\n        isDefault\n        viewOrderNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffQueueGroups($workshopID: ID!) {\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      workshopID\n      name\n      color\n      queues {\n        queueID\n        workshopID\n        queueGroupID\n        name\n        color\n        isDefault\n        viewOrderNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffQueues($workshopID: ID!, $queueGroupID: ID) {\n    queues(workshopID: $workshopID, queueGroupID: $queueGroupID) {\n      ...StaffQueue\n    }\n  }\n"): (typeof documents)["\n  query StaffQueues($workshopID: ID!, $queueGroupID: ID) {\n    queues(workshopID: $workshopID, queueGroupID: $queueGroupID) {\n      ...StaffQueue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffBoxes($workshopID: ID!, $queueGroupID: ID) {\n    boxes(workshopID: $workshopID, queueGroupID: $queueGroupID) {\n      ...StaffBox\n    }\n  }\n"): (typeof documents)["\n  query StaffBoxes($workshopID: ID!, $queueGroupID: ID) {\n    boxes(workshopID: $workshopID, queueGroupID: $queueGroupID) {\n      ...StaffBox\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffQueueCounts($workshopID: ID!) {\n    queueCounts(workshopID: $workshopID) {\n      ...StaffCounts\n    }\n  }\n"): (typeof documents)["\n  query StaffQueueCounts($workshopID: ID!) {\n    queueCounts(workshopID: $workshopID) {\n      ...StaffCounts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffAppointments($filter: AppointmentFilter!, $orderBy: AppointmentOrder) {\n    appointments(filter: $filter, first: 200, orderBy: $orderBy) {\n      totalCount\n      nodes {\n        ...StaffAppointment\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffAppointments($filter: AppointmentFilter!, $orderBy: AppointmentOrder) {\n    appointments(filter: $filter, first: 200, orderBy: $orderBy) {\n      totalCount\n      nodes {\n        ...StaffAppointment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StaffQueueChanged($workshopID: ID!) {\n    queueChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      queues {\n        ...StaffQueue\n      }\n      counts {\n        ...StaffCounts\n      }\n      appointments {\n        ...StaffAppointment\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription StaffQueueChanged($workshopID: ID!) {\n    queueChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      queues {\n        ...StaffQueue\n      }\n      counts {\n        ...StaffCounts\n      }\n      appointments {\n        ...StaffAppointment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StaffBoxesChanged($workshopID: ID!) {\n    boxesChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      boxes {\n        ...StaffBox\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription StaffBoxesChanged($workshopID: ID!) {\n    boxesChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      boxes {\n        ...StaffBox\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StaffAppointmentChanged($appointmentID: ID!) {\n    appointmentChanged(appointmentID: $appointmentID) {\n      appointmentID\n      version\n      initial\n      appointment {\n        ...StaffAppointment\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription StaffAppointmentChanged($appointmentID: ID!) {\n    appointmentChanged(appointmentID: $appointmentID) {\n      appointmentID\n      version\n      initial\n      appointment {\n        ...StaffAppointment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffNextCustomer($input: NextCustomerInput!) {\n    nextCustomer(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StaffNextCustomer($input: NextCustomerInput!) {\n    nextCustomer(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffPickAppointment($input: PickAppointmentInput!) {\n    pickAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StaffPickAppointment($input: PickAppointmentInput!) {\n    pickAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerSupportSendRequest($input: SupportRequestInput!) {\n    supportRequest(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CustomerSupportSendRequest($input: SupportRequestInput!) {\n    supportRequest(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordRecoverySendRecovery($email: String!) {\n    sendPasswordRecovery(email: $email) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordRecoverySendRecovery($email: String!) {\n    sendPasswordRecovery(email: $email) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordResetConfirmPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordResetConfirmPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInLogin($input: LoginInput!) {\n    login(input: $input) {\n      profile {\n        ...AuthSession_profile\n      }\n      errorMessage\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInLogin($input: LoginInput!) {\n    login(input: $input) {\n      profile {\n        ...AuthSession_profile\n      }\n      errorMessage\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckinVehicleBrands {\n    vehicleBrands {\n      vehicleBrandID\n      name\n      position\n    }\n  }\n"): (typeof documents)["\n  query CheckinVehicleBrands {\n    vehicleBrands {\n      vehicleBrandID\n      name\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckinReturningCustomer($workshopID: ID!, $licensePlate: String!) {\n    returningCustomer(workshopID: $workshopID, licensePlate: $licensePlate) {\n      licensePlate\n      isReturning\n      daysSinceLastVisit\n      lastVisit {\n        appointmentID\n        licensePlate\n        name\n        mobile\n        vehicleBrandID\n        vehicleModel\n        checkinDateTime\n        bookingDateTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckinReturningCustomer($workshopID: ID!, $licensePlate: String!) {\n    returningCustomer(workshopID: $workshopID, licensePlate: $licensePlate) {\n      licensePlate\n      isReturning\n      daysSinceLastVisit\n      lastVisit {\n        appointmentID\n        licensePlate\n        name\n        mobile\n        vehicleBrandID\n        vehicleModel\n        checkinDateTime\n        bookingDateTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckinRegisterWalkIn($input: RegisterNewAppointmentInput!) {\n    registerNewAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckinRegisterWalkIn($input: RegisterNewAppointmentInput!) {\n    registerNewAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckinCheckInBooked($input: CheckInBookedInput!) {\n    checkInBooked(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckinCheckInBooked($input: CheckInBookedInput!) {\n    checkInBooked(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckinUndoCheckIn($input: AppointmentActionInput!) {\n    undoCheckIn(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckinUndoCheckIn($input: AppointmentActionInput!) {\n    undoCheckIn(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckinDeleteCheckIn($input: AppointmentActionInput!) {\n    deleteCheckIn(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckinDeleteCheckIn($input: AppointmentActionInput!) {\n    deleteCheckIn(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonitorScreenMyMonitors {\n    myMonitors {\n      monitorID\n      name\n      workshopID\n      workshopName\n      timeZone\n      queueGroups {\n        queueGroupID\n        name\n        color\n        position\n      }\n    }\n  }\n"): (typeof documents)["\n  query MonitorScreenMyMonitors {\n    myMonitors {\n      monitorID\n      name\n      workshopID\n      workshopName\n      timeZone\n      queueGroups {\n        queueGroupID\n        name\n        color\n        position\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonitorScreenSlogans($workshopID: ID!) {\n    slogans(workshopID: $workshopID) {\n      sloganID\n      title\n      text\n      order\n      duration\n    }\n  }\n"): (typeof documents)["\n  query MonitorScreenSlogans($workshopID: ID!) {\n    slogans(workshopID: $workshopID) {\n      sloganID\n      title\n      text\n      order\n      duration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MonitorScreenCalls($monitorID: ID!) {\n    monitorCalls(monitorID: $monitorID) {\n      monitorID\n      version\n      initial\n      calls {\n        callID\n        appointmentID\n        licensePlate\n        boxID\n        boxName\n        queueName\n        queueColor\n        calledAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MonitorScreenCalls($monitorID: ID!) {\n    monitorCalls(monitorID: $monitorID) {\n      monitorID\n      version\n      initial\n      calls {\n        callID\n        appointmentID\n        licensePlate\n        boxID\n        boxName\n        queueName\n        queueColor\n        calledAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffListsPage($filter: AppointmentFilter!, $first: Int, $after: String, $orderBy: AppointmentOrder) {\n    appointments(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...StaffAppointment\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffListsPage($filter: AppointmentFilter!, $first: Int, $after: String, $orderBy: AppointmentOrder) {\n    appointments(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...StaffAppointment\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffListsDetail($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...StaffAppointment\n      type\n      email\n      assignedQueue {\n        queueID\n        name\n      }\n      acceptedBox {\n        boxID\n        name\n      }\n      rejectReason {\n        rejectReasonID\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffListsDetail($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...StaffAppointment\n      type\n      email\n      assignedQueue {\n        queueID\n        name\n      }\n      acceptedBox {\n        boxID\n        name\n      }\n      rejectReason {\n        rejectReasonID\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffListsHistory($appointmentID: ID!) {\n    appointmentHistory(appointmentID: $appointmentID) {\n      appointmentLogID\n      phase\n      dateTime\n      action\n      resource\n      notes\n    }\n  }\n"): (typeof documents)["\n  query StaffListsHistory($appointmentID: ID!) {\n    appointmentHistory(appointmentID: $appointmentID) {\n      appointmentLogID\n      phase\n      dateTime\n      action\n      resource\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgendaCreateAppointment($input: AppointmentInput!) {\n    createAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AgendaCreateAppointment($input: AppointmentInput!) {\n    createAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgendaUpdateAppointment($input: UpdateAppointmentInput!) {\n    updateAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AgendaUpdateAppointment($input: UpdateAppointmentInput!) {\n    updateAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgendaDeleteAppointment($input: AppointmentActionInput!) {\n    deleteAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AgendaDeleteAppointment($input: AppointmentActionInput!) {\n    deleteAppointment(input: $input) {\n      appointment {\n        ...StaffAppointment\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TotemScreenMyTotems {\n    myTotems {\n      totemID\n      name\n      workshopID\n      workshopName\n      timeZone\n      totemQueues {\n        queueID\n        name\n        color\n        message\n        activity\n        position\n      }\n    }\n  }\n"): (typeof documents)["\n  query TotemScreenMyTotems {\n    myTotems {\n      totemID\n      name\n      workshopID\n      workshopName\n      timeZone\n      totemQueues {\n        queueID\n        name\n        color\n        message\n        activity\n        position\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TotemScreenBrands {\n    vehicleBrands {\n      vehicleBrandID\n      name\n      position\n    }\n  }\n"): (typeof documents)["\n  query TotemScreenBrands {\n    vehicleBrands {\n      vehicleBrandID\n      name\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TotemScreenFindBooking($totemID: ID!, $search: String!) {\n    totemFindBooking(totemID: $totemID, search: $search) {\n      appointmentID\n      maskedPlate\n      displayName\n      bookingDateTime\n      kind\n    }\n  }\n"): (typeof documents)["\n  query TotemScreenFindBooking($totemID: ID!, $search: String!) {\n    totemFindBooking(totemID: $totemID, search: $search) {\n      appointmentID\n      maskedPlate\n      displayName\n      bookingDateTime\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TotemScreenCheckIn($input: TotemCheckInInput!) {\n    totemCheckIn(input: $input) {\n      welcome {\n        code\n        trackingUrl\n        maskedPlate\n        queueName\n        position\n        estimatedWaitMinutes\n      }\n      problem\n      bookingDateTime\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TotemScreenCheckIn($input: TotemCheckInInput!) {\n    totemCheckIn(input: $input) {\n      welcome {\n        code\n        trackingUrl\n        maskedPlate\n        queueName\n        position\n        estimatedWaitMinutes\n      }\n      problem\n      bookingDateTime\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TotemScreenRegisterWalkIn($input: TotemWalkInInput!) {\n    totemRegisterWalkIn(input: $input) {\n      welcome {\n        code\n        trackingUrl\n        maskedPlate\n        queueName\n        position\n        estimatedWaitMinutes\n      }\n      problem\n      bookingDateTime\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TotemScreenRegisterWalkIn($input: TotemWalkInInput!) {\n    totemRegisterWalkIn(input: $input) {\n      welcome {\n        code\n        trackingUrl\n        maskedPlate\n        queueName\n        position\n        estimatedWaitMinutes\n      }\n      problem\n      bookingDateTime\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackingScreenTracking($code: ID!) {\n    tracking(code: $code) {\n      ...TrackingScreen_tracking\n    }\n  }\n"): (typeof documents)["\n  query TrackingScreenTracking($code: ID!) {\n    tracking(code: $code) {\n      ...TrackingScreen_tracking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TrackingScreenChanged($code: ID!) {\n    trackingChanged(code: $code) {\n      code\n      version\n      initial\n      tracking {\n        ...TrackingScreen_tracking\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TrackingScreenChanged($code: ID!) {\n    trackingChanged(code: $code) {\n      code\n      version\n      initial\n      tracking {\n        ...TrackingScreen_tracking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrackingScreen_tracking on Tracking {\n    code\n    workshopName\n    maskedPlate\n    statusCode\n    statusName\n    queueName\n    position\n    estimatedWaitMinutes\n    boxName\n    calledAt\n    jobStartDateTime\n    jobEndDateTime\n    paymentDateTime\n    checkoutDateTime\n  }\n"): (typeof documents)["\n  fragment TrackingScreen_tracking on Tracking {\n    code\n    workshopName\n    maskedPlate\n    statusCode\n    statusName\n    queueName\n    position\n    estimatedWaitMinutes\n    boxName\n    calledAt\n    jobStartDateTime\n    jobEndDateTime\n    paymentDateTime\n    checkoutDateTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WithdrawalScreen_visit on CustomerVisit {\n    code\n    tracking {\n      ...TrackingScreen_tracking\n    }\n    withdrawal {\n      code\n      ready\n      booking {\n        day\n        start\n        end\n        bookingDateTime\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WithdrawalScreen_visit on CustomerVisit {\n    code\n    tracking {\n      ...TrackingScreen_tracking\n    }\n    withdrawal {\n      code\n      ready\n      booking {\n        day\n        start\n        end\n        bookingDateTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalScreenVisit($access: WithdrawalAccessInput!) {\n    customerVisit(access: $access) {\n      ...WithdrawalScreen_visit\n    }\n  }\n"): (typeof documents)["\n  query WithdrawalScreenVisit($access: WithdrawalAccessInput!) {\n    customerVisit(access: $access) {\n      ...WithdrawalScreen_visit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalScreenCalendar($access: WithdrawalAccessInput!) {\n    withdrawalCalendar(access: $access) {\n      code\n      workshopName\n      days {\n        day\n        weekDay\n        slots {\n          start\n          end\n          free\n          mine\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WithdrawalScreenCalendar($access: WithdrawalAccessInput!) {\n    withdrawalCalendar(access: $access) {\n      code\n      workshopName\n      days {\n        day\n        weekDay\n        slots {\n          start\n          end\n          free\n          mine\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalScreenCreate($input: WithdrawalSlotInput!) {\n    createWithdrawalAppointment(input: $input) {\n      success\n      errorCode\n      errorMessage\n      visit {\n        ...WithdrawalScreen_visit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawalScreenCreate($input: WithdrawalSlotInput!) {\n    createWithdrawalAppointment(input: $input) {\n      success\n      errorCode\n      errorMessage\n      visit {\n        ...WithdrawalScreen_visit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalScreenUpdate($input: WithdrawalSlotInput!) {\n    updateWithdrawalAppointment(input: $input) {\n      success\n      errorCode\n      errorMessage\n      visit {\n        ...WithdrawalScreen_visit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawalScreenUpdate($input: WithdrawalSlotInput!) {\n    updateWithdrawalAppointment(input: $input) {\n      success\n      errorCode\n      errorMessage\n      visit {\n        ...WithdrawalScreen_visit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalScreenCancel($access: WithdrawalAccessInput!) {\n    cancelWithdrawalAppointment(access: $access) {\n      success\n      errorCode\n      errorMessage\n      visit {\n        ...WithdrawalScreen_visit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawalScreenCancel($access: WithdrawalAccessInput!) {\n    cancelWithdrawalAppointment(access: $access) {\n      success\n      errorCode\n      errorMessage\n      visit {\n        ...WithdrawalScreen_visit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MobileTrackingLogin($licensePlate: String, $code: String) {\n    mobileMonitorLogin(licensePlate: $licensePlate, code: $code) {\n      success\n      token\n      linkSent\n      errorCode\n      errorMessage\n      appointment {\n        ...WithdrawalScreen_visit\n      }\n      otherAppointments {\n        workshopName\n        type\n        statusCode\n        statusName\n        bookingDateTime\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MobileTrackingLogin($licensePlate: String, $code: String) {\n    mobileMonitorLogin(licensePlate: $licensePlate, code: $code) {\n      success\n      token\n      linkSent\n      errorCode\n      errorMessage\n      appointment {\n        ...WithdrawalScreen_visit\n      }\n      otherAppointments {\n        workshopName\n        type\n        statusCode\n        statusName\n        bookingDateTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthSession_profile on Profile {\n    id\n    userName\n    firstname\n    lastname\n    token\n    isAdmin\n    errorMessage\n    roles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n    impersonator {\n      userID\n      userName\n    }\n  }\n"): (typeof documents)["\n  fragment AuthSession_profile on Profile {\n    id\n    userName\n    firstname\n    lastname\n    token\n    isAdmin\n    errorMessage\n    roles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n    impersonator {\n      userID\n      userName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionFetchProfile {\n    profile {\n      ...AuthSession_profile\n    }\n  }\n"): (typeof documents)["\n  query SessionFetchProfile {\n    profile {\n      ...AuthSession_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionRefreshProfile {\n    refreshProfile {\n      ...AuthSession_profile\n    }\n  }\n"): (typeof documents)["\n  mutation SessionRefreshProfile {\n    refreshProfile {\n      ...AuthSession_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation SessionLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImpersonationBannerStopImpersonation {\n    stopImpersonation {\n      ...AuthSession_profile\n    }\n  }\n"): (typeof documents)["\n  mutation ImpersonationBannerStopImpersonation {\n    stopImpersonation {\n      ...AuthSession_profile\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;