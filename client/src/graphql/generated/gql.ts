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
    "\n  query SetupWorkshops {\n    workshops(first: 200) {\n      nodes {\n        workshopID\n        name\n      }\n    }\n  }\n": typeof types.SetupWorkshopsDocument,
    "\n  query BoxAcceptanceAppointment($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...StaffAppointment\n    }\n  }\n": typeof types.BoxAcceptanceAppointmentDocument,
    "\n  query BoxAcceptanceLogs($appointmentID: ID!) {\n    appointmentLogs(appointmentID: $appointmentID) {\n      appointmentLogID\n      appointmentID\n      actionType\n      dateTime\n      notes\n      smsText\n      fromStatus\n      toStatus\n      user {\n        userID\n        userName\n        firstname\n        lastname\n      }\n    }\n  }\n": typeof types.BoxAcceptanceLogsDocument,
    "\n  query BoxAcceptanceRejectReasons {\n    rejectReasons {\n      rejectReasonID\n      name\n    }\n  }\n": typeof types.BoxAcceptanceRejectReasonsDocument,
    "\n  mutation BoxAcceptanceJobStart($input: JobStartInput!) {\n    jobStart(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceJobStartDocument,
    "\n  mutation BoxAcceptanceJobReject($input: JobRejectInput!) {\n    jobReject(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceJobRejectDocument,
    "\n  mutation BoxAcceptanceJobEnd($input: AppointmentActionInput!) {\n    jobEnd(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceJobEndDocument,
    "\n  mutation BoxAcceptanceUscita($input: AppointmentActionInput!) {\n    uscita(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceUscitaDocument,
    "\n  mutation BoxAcceptanceHandOverVehicle($input: AppointmentActionInput!) {\n    handOverVehicle(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceHandOverVehicleDocument,
    "\n  mutation BoxAcceptanceConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceConfirmPaymentDocument,
    "\n  mutation BoxAcceptanceConfirmExit($input: ConfirmExitInput!) {\n    confirmExit(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceConfirmExitDocument,
    "\n  mutation BoxAcceptanceGoBack($input: AppointmentActionInput!) {\n    goBack(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceGoBackDocument,
    "\n  mutation BoxAcceptanceReturnToQueue($input: AppointmentActionInput!) {\n    returnToQueue(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceReturnToQueueDocument,
    "\n  mutation BoxAcceptanceUndoLastOperation($input: AppointmentActionInput!) {\n    undoLastOperation(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceUndoLastOperationDocument,
    "\n  mutation BoxAcceptanceSendJobEndSms($input: SendJobEndSmsInput!) {\n    sendJobEndSms(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceSendJobEndSmsDocument,
    "\n  mutation BoxAcceptanceSetThanksSms($input: SetThanksSmsInput!) {\n    setThanksSms(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceSetThanksSmsDocument,
    "\n  mutation BoxAcceptanceCreateLog($input: CreateAppointmentLogInput!) {\n    createAppointmentLog(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceCreateLogDocument,
    "\n  mutation BoxAcceptanceSetWaitingSpareParts($input: SetWaitingSparePartsInput!) {\n    setWaitingSpareParts(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.BoxAcceptanceSetWaitingSparePartsDocument,
    "\n  query AdminRejectReasons {\n    rejectReasons {\n      rejectReasonID\n      name\n    }\n  }\n": typeof types.AdminRejectReasonsDocument,
    "\n  mutation AdminCreateRejectReason($input: CreateRejectReasonInput!) {\n    createRejectReason(input: $input) {\n      rejectReason {\n        rejectReasonID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminCreateRejectReasonDocument,
    "\n  mutation AdminUpdateRejectReason($input: UpdateRejectReasonInput!) {\n    updateRejectReason(input: $input) {\n      rejectReason {\n        rejectReasonID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminUpdateRejectReasonDocument,
    "\n  mutation AdminDeleteRejectReason($rejectReasonID: ID!) {\n    deleteRejectReason(rejectReasonID: $rejectReasonID) {\n      deletedID\n      success\n    }\n  }\n": typeof types.AdminDeleteRejectReasonDocument,
    "\n  query AdminSmsSenders {\n    smsSenders {\n      smsSenderID\n      name\n    }\n  }\n": typeof types.AdminSmsSendersDocument,
    "\n  mutation AdminCreateSmsSender($input: CreateSmsSenderInput!) {\n    createSmsSender(input: $input) {\n      smsSender {\n        smsSenderID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminCreateSmsSenderDocument,
    "\n  mutation AdminUpdateSmsSender($input: UpdateSmsSenderInput!) {\n    updateSmsSender(input: $input) {\n      smsSender {\n        smsSenderID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminUpdateSmsSenderDocument,
    "\n  mutation AdminDeleteSmsSender($smsSenderID: ID!) {\n    deleteSmsSender(smsSenderID: $smsSenderID) {\n      deletedID\n      success\n    }\n  }\n": typeof types.AdminDeleteSmsSenderDocument,
    "\n  query AdminNews {\n    allNews {\n      newsID\n      title\n      description\n      publicationDate\n    }\n  }\n": typeof types.AdminNewsDocument,
    "\n  mutation AdminCreateNews($input: CreateNewsInput!) {\n    createNews(input: $input) {\n      news {\n        newsID\n        title\n        description\n        publicationDate\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminCreateNewsDocument,
    "\n  mutation AdminUpdateNews($input: UpdateNewsInput!) {\n    updateNews(input: $input) {\n      news {\n        newsID\n        title\n        description\n        publicationDate\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminUpdateNewsDocument,
    "\n  mutation AdminDeleteNews($newsID: ID!) {\n    deleteNews(newsID: $newsID) {\n      deletedID\n      success\n    }\n  }\n": typeof types.AdminDeleteNewsDocument,
    "\n  query ApiKeys($workshopID: ID!) {\n    apiKeys(workshopID: $workshopID) {\n      apiKeyID\n      workshopID\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        apiKeyID\n        workshopID\n        name\n        prefix\n        scopes\n        createdAt\n        lastUsedAt\n        revokedAt\n      }\n      key\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($apiKeyID: ID!) {\n    revokeApiKey(apiKeyID: $apiKeyID) {\n      success\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query StaffListsPage($filter: AppointmentFilter!, $first: Int, $after: String, $orderBy: AppointmentOrder) {\n    appointments(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...StaffAppointment\n        type\n      }\n    }\n  }\n": typeof types.StaffListsPageDocument,
    "\n  query StaffListsDetail($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...StaffAppointment\n      type\n      email\n      assignedQueue {\n        queueID\n        name\n      }\n      acceptedBox {\n        boxID\n        name\n      }\n      rejectReason {\n        rejectReasonID\n        name\n      }\n    }\n  }\n": typeof types.StaffListsDetailDocument,
    "\n  query StaffListsHistory($appointmentID: ID!) {\n    appointmentHistory(appointmentID: $appointmentID) {\n      appointmentLogID\n      phase\n      dateTime\n      action\n      resource\n      notes\n    }\n  }\n": typeof types.StaffListsHistoryDocument,
    "\n  mutation AgendaCreateAppointment($input: AppointmentInput!) {\n    createAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.AgendaCreateAppointmentDocument,
    "\n  mutation AgendaUpdateAppointment($input: UpdateAppointmentInput!) {\n    updateAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.AgendaUpdateAppointmentDocument,
    "\n  mutation AgendaDeleteAppointment($input: AppointmentActionInput!) {\n    deleteAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.AgendaDeleteAppointmentDocument,
    "\n  mutation CustomerSupportSendRequest($input: SupportRequestInput!) {\n    supportRequest(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CustomerSupportSendRequestDocument,
    "\n  mutation PasswordRecoverySendRecovery($email: String!) {\n    sendPasswordRecovery(email: $email) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.PasswordRecoverySendRecoveryDocument,
    "\n  mutation PasswordResetConfirmPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.PasswordResetConfirmPasswordDocument,
    "\n  mutation SignInLogin($input: LoginInput!) {\n    login(input: $input) {\n      profile {\n        ...AuthSession_profile\n      }\n      errorMessage\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SignInLoginDocument,
    "\n  query CheckinVehicleBrands {\n    vehicleBrands {\n      vehicleBrandID\n      name\n      position\n    }\n  }\n": typeof types.CheckinVehicleBrandsDocument,
    "\n  query CheckinReturningCustomer($workshopID: ID!, $licensePlate: String!) {\n    returningCustomer(workshopID: $workshopID, licensePlate: $licensePlate) {\n      licensePlate\n      isReturning\n      daysSinceLastVisit\n      lastVisit {\n        appointmentID\n        licensePlate\n        name\n        mobile\n        vehicleBrandID\n        vehicleModel\n        checkinDateTime\n        bookingDateTime\n      }\n    }\n  }\n": typeof types.CheckinReturningCustomerDocument,
    "\n  mutation CheckinRegisterWalkIn($input: RegisterNewAppointmentInput!) {\n    registerNewAppointment(input: $input) {\n      ...StaffActionResult\n      existingAppointmentID\n    }\n  }\n": typeof types.CheckinRegisterWalkInDocument,
    "\n  mutation CheckinCheckInBooked($input: CheckInBookedInput!) {\n    checkInBooked(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.CheckinCheckInBookedDocument,
    "\n  mutation CheckinUndoCheckIn($input: AppointmentActionInput!) {\n    undoCheckIn(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.CheckinUndoCheckInDocument,
    "\n  mutation CheckinDeleteCheckIn($input: AppointmentActionInput!) {\n    deleteCheckIn(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.CheckinDeleteCheckInDocument,
    "\n  query SetupDisplays($workshopID: ID!) {\n    monitors(workshopID: $workshopID) {\n      monitorID\n      name\n      userID\n      queueGroups {\n        queueGroupID\n        name\n        color\n        position\n      }\n    }\n    totems(workshopID: $workshopID) {\n      totemID\n      name\n      userID\n      totemQueues {\n        queueID\n        name\n        color\n        position\n        message\n        activity\n      }\n    }\n    deviceAccounts(workshopID: $workshopID) {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      name\n      queues {\n        queueID\n        name\n      }\n    }\n  }\n": typeof types.SetupDisplaysDocument,
    "\n  mutation SetupCreateMonitor($input: CreateMonitorInput!) {\n    createMonitor(input: $input) {\n      monitor {\n        monitorID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.SetupCreateMonitorDocument,
    "\n  mutation SetupUpdateMonitor($input: UpdateMonitorInput!) {\n    updateMonitor(input: $input) {\n      monitor {\n        monitorID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.SetupUpdateMonitorDocument,
    "\n  mutation SetupDeleteMonitor($monitorID: ID!) {\n    deleteMonitor(monitorID: $monitorID) {\n      deletedID\n    }\n  }\n": typeof types.SetupDeleteMonitorDocument,
    "\n  mutation SetupCreateTotem($input: CreateTotemInput!) {\n    createTotem(input: $input) {\n      totem {\n        totemID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.SetupCreateTotemDocument,
    "\n  mutation SetupUpdateTotem($input: UpdateTotemInput!) {\n    updateTotem(input: $input) {\n      totem {\n        totemID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.SetupUpdateTotemDocument,
    "\n  mutation SetupDeleteTotem($totemID: ID!) {\n    deleteTotem(totemID: $totemID) {\n      deletedID\n    }\n  }\n": typeof types.SetupDeleteTotemDocument,
    "\n  fragment AdminSlogan on Slogan {\n    sloganID\n    workshopID\n    title\n    text\n    order\n    duration\n    isVisible\n  }\n": typeof types.AdminSloganFragmentDoc,
    "\n  query AdminSlogans($workshopID: ID!) {\n    allSlogans(workshopID: $workshopID) {\n      ...AdminSlogan\n    }\n  }\n": typeof types.AdminSlogansDocument,
    "\n  mutation AdminCreateSlogan($input: CreateSloganInput!) {\n    createSlogan(input: $input) {\n      slogan {\n        ...AdminSlogan\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminCreateSloganDocument,
    "\n  mutation AdminUpdateSlogan($input: UpdateSloganInput!) {\n    updateSlogan(input: $input) {\n      slogan {\n        ...AdminSlogan\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminUpdateSloganDocument,
    "\n  mutation AdminDeleteSlogan($sloganID: ID!) {\n    deleteSlogan(sloganID: $sloganID) {\n      deletedID\n      success\n    }\n  }\n": typeof types.AdminDeleteSloganDocument,
    "\n  query FollowUpsLogs($filter: LogFilter!, $first: Int, $after: String) {\n    logs(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        appointmentLogID\n        appointmentID\n        actionType\n        dateTime\n        notes\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n        appointment {\n          ...StaffAppointment\n        }\n      }\n    }\n  }\n": typeof types.FollowUpsLogsDocument,
    "\n  query FollowUpsCustomerSearch($filter: AppointmentFilter!) {\n    appointments(filter: $filter, first: 8, orderBy: CHECKIN_DATE_TIME_DESC) {\n      nodes {\n        ...StaffAppointment\n      }\n    }\n  }\n": typeof types.FollowUpsCustomerSearchDocument,
    "\n  mutation FollowUpsRecord($input: CreateAppointmentLogInput!) {\n    createAppointmentLog(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.FollowUpsRecordDocument,
    "\n  mutation HomeBroadcastDelayNotice($input: BroadcastDelayNoticeInput!) {\n    broadcastDelayNotice(input: $input) {\n      delayNotice {\n        queueID\n        text\n        minutes\n        createdAt\n        expiresAt\n      }\n      waitingCount\n      smsCount\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.HomeBroadcastDelayNoticeDocument,
    "\n  mutation HomeClearDelayNotice($queueID: ID!) {\n    clearDelayNotice(queueID: $queueID) {\n      success\n    }\n  }\n": typeof types.HomeClearDelayNoticeDocument,
    "\n  query HomeNews {\n    news {\n      newsID\n      title\n      description\n      publicationDate\n    }\n  }\n": typeof types.HomeNewsDocument,
    "\n  query WorkshopLogPage($filter: LogFilter!, $first: Int, $after: String) {\n    logs(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        appointmentLogID\n        appointmentID\n        actionType\n        dateTime\n        notes\n        fromStatus\n        toStatus\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n        appointment {\n          appointmentID\n          licensePlate\n          statusCode\n        }\n      }\n    }\n  }\n": typeof types.WorkshopLogPageDocument,
    "\n  query SearchAcceptors($workshopID: ID!, $term: String) {\n    searchAcceptors(workshopID: $workshopID, term: $term) {\n      userID\n      userName\n      firstname\n      lastname\n    }\n  }\n": typeof types.SearchAcceptorsDocument,
    "\n  query MonitorScreenMyMonitors {\n    myMonitors {\n      monitorID\n      name\n      workshopID\n      workshopName\n      timeZone\n      queueGroups {\n        queueGroupID\n        name\n        color\n        position\n      }\n    }\n  }\n": typeof types.MonitorScreenMyMonitorsDocument,
    "\n  query MonitorScreenSlogans($workshopID: ID!) {\n    slogans(workshopID: $workshopID) {\n      sloganID\n      title\n      text\n      order\n      duration\n    }\n  }\n": typeof types.MonitorScreenSlogansDocument,
    "\n  query MonitorScreenVideos($monitorID: ID!) {\n    monitor(monitorID: $monitorID) {\n      monitorID\n      videos\n    }\n  }\n": typeof types.MonitorScreenVideosDocument,
    "\n  subscription MonitorScreenCalls($monitorID: ID!) {\n    monitorCalls(monitorID: $monitorID) {\n      monitorID\n      version\n      initial\n      calls {\n        callID\n        appointmentID\n        licensePlate\n        boxID\n        boxName\n        queueName\n        queueColor\n        calledAt\n      }\n    }\n  }\n": typeof types.MonitorScreenCallsDocument,
    "\n  mutation ScreenHeartbeat($input: ScreenHeartbeatInput!) {\n    reportScreenHeartbeat(input: $input) {\n      recorded\n    }\n  }\n": typeof types.ScreenHeartbeatDocument,
    "\n  query OutboxList($filter: OutboxFilter!, $first: Int, $after: String) {\n    outboxMessages(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...OutboxRow\n      }\n    }\n  }\n": typeof types.OutboxListDocument,
    "\n  fragment OutboxRow on OutboxMessage {\n    outboxMessageID\n    channel\n    kind\n    recipient\n    recipientMasked\n    subject\n    body\n    contentHidden\n    status\n    attempts\n    lastError\n    appointmentID\n    createdAt\n    scheduledAt\n    sentAt\n    canResend\n  }\n": typeof types.OutboxRowFragmentDoc,
    "\n  mutation OutboxResend($outboxMessageID: ID!) {\n    resendMessage(outboxMessageID: $outboxMessageID) {\n      ...OutboxRow\n    }\n  }\n": typeof types.OutboxResendDocument,
    "\n  query SetupParameters($workshopID: ID!) {\n    parameters(workshopID: $workshopID) {\n      workshopID\n      acceptanceDurationMinutes\n      toleranceMinutes\n      criticalThresholdAlertMinutes\n      criticalGlobalWaitingTimeInMinutes\n      maxWaitingTimeInMinutes\n      acceptorInactivityTimeInMinutes\n      assistedCheckin\n      assistedCheckout\n      preferredResourceEnabled\n      warningsEnabled\n      smsSenderID\n      videosEnabled\n      payOnlineSmsEnabled\n      nightSmsAllowed\n      youAreNextPosition\n      delayNoticeSmsEnabled\n      autoRecalcQueueEnabled\n      bookingOfficeEmail\n      bookingOfficeTelephone\n      queueUploadColumn\n      criticalThresholdAlertChannel\n      criticalThresholdAlertRepeatMinutes\n      globalWaitingTimeAlertChannel\n      globalWaitingTimeAlertRepeatMinutes\n      acceptorInactivityAlertChannel\n      acceptorInactivityAlertRepeatMinutes\n      screenOfflineAlertMinutes\n      screenOfflineAlertChannel\n      screenOfflineAlertRepeatMinutes\n      automaticSurveyEnabled\n      automaticSurveyText\n      onDemandSurveyEnabled\n      processingCompleted\n      welcome\n      thankYou\n      thankYouSmsDelayInMinutes\n      personalDataRetentionMonths\n      privacyNoticeIt\n      privacyNoticeEn\n      privacyNoticeVersion\n      privacyNotice {\n        workshopName\n        version\n        textIt\n        textEn\n      }\n      thankYouSmsDisabled\n      completedCustomerSurvey\n      onRequestCustomerSurvey\n      payOnline\n      reminder\n      confirmAppointment\n      withdrawReminder\n      randomCheckinWelcome\n      vehicleCollectionConfirmation\n      youAreNext\n      workshopRoleWarnings {\n        roleName\n        alertTypeID\n      }\n      dailyStatisticsRoleNames\n    }\n    smsSenders {\n      smsSenderID\n      name\n    }\n  }\n": typeof types.SetupParametersDocument,
    "\n  mutation SetupUpdateParameters($input: UpdateParametersInput!) {\n    updateParameters(input: $input) {\n      parameters {\n        workshopID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.SetupUpdateParametersDocument,
    "\n  query CustomerVisits($input: CustomerSearchInput!) {\n    customerVisits(input: $input) {\n      appointmentID\n      workshopID\n      workshopName\n      name\n      licensePlate\n      mobile\n      email\n      statusCode\n      createdAt\n      checkoutDateTime\n      live\n      anonymisedAt\n    }\n  }\n": typeof types.CustomerVisitsDocument,
    "\n  query CustomerDataExport($input: CustomerSearchInput!) {\n    customerDataExport(input: $input)\n  }\n": typeof types.CustomerDataExportDocument,
    "\n  mutation EraseCustomerData($input: CustomerSearchInput!) {\n    eraseCustomerData(input: $input) {\n      erased\n      live\n    }\n  }\n": typeof types.EraseCustomerDataDocument,
    "\n  query SetupQueueStructure($workshopID: ID!) {\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      name\n      color\n      queues {\n        queueID\n        queueGroupID\n        name\n        color\n        message\n        isDefault\n        viewOrderNumber\n        waitingCount\n      }\n    }\n    boxes(workshopID: $workshopID) {\n      boxID\n      queueGroupID\n      name\n      aliases\n      orderNumber\n      notAvailable\n      visible\n      userID\n      user {\n        userID\n        firstname\n        lastname\n        userName\n      }\n      currentAppointment {\n        appointmentID\n        licensePlate\n      }\n    }\n    workshop(workshopID: $workshopID) {\n      workshopID\n      userWorkshopRoles {\n        userWorkshopRoleID\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n": typeof types.SetupQueueStructureDocument,
    "\n  mutation SetupCreateQueueGroup($input: CreateQueueGroupInput!) {\n    createQueueGroup(input: $input) {\n      queueGroup {\n        queueGroupID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.SetupCreateQueueGroupDocument,
    "\n  mutation SetupUpdateQueueGroup($input: UpdateQueueGroupInput!) {\n    updateQueueGroup(input: $input) {\n      queueGroup {\n        queueGroupID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.SetupUpdateQueueGroupDocument,
    "\n  mutation SetupDeleteQueueGroup($queueGroupID: ID!) {\n    deleteQueueGroup(queueGroupID: $queueGroupID) {\n      deletedID\n    }\n  }\n": typeof types.SetupDeleteQueueGroupDocument,
    "\n  mutation SetupCreateQueue($input: CreateQueueInput!) {\n    createQueue(input: $input) {\n      queue {\n        queueID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.SetupCreateQueueDocument,
    "\n  mutation SetupUpdateQueue($input: UpdateQueueInput!) {\n    updateQueue(input: $input) {\n      queue {\n        queueID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.SetupUpdateQueueDocument,
    "\n  mutation SetupDeleteQueue($queueID: ID!) {\n    deleteQueue(queueID: $queueID) {\n      deletedID\n    }\n  }\n": typeof types.SetupDeleteQueueDocument,
    "\n  mutation SetupCreateBox($input: CreateBoxInput!) {\n    createBox(input: $input) {\n      box {\n        boxID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.SetupCreateBoxDocument,
    "\n  mutation SetupUpdateBox($input: UpdateBoxInput!) {\n    updateBox(input: $input) {\n      box {\n        boxID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.SetupUpdateBoxDocument,
    "\n  mutation SetupDeleteBox($boxID: ID!) {\n    deleteBox(boxID: $boxID) {\n      deletedID\n    }\n  }\n": typeof types.SetupDeleteBoxDocument,
    "\n  query ScreenDevices($workshopID: ID!) {\n    screenDevices(workshopID: $workshopID) {\n      screenDeviceID\n      kind\n      screenID\n      screenName\n      version\n      userAgent\n      firstSeenAt\n      lastSeenAt\n      state\n    }\n  }\n": typeof types.ScreenDevicesDocument,
    "\n  mutation ForgetScreenDevice($screenDeviceID: ID!) {\n    forgetScreenDevice(screenDeviceID: $screenDeviceID) {\n      deletedID\n      success\n    }\n  }\n": typeof types.ForgetScreenDeviceDocument,
    "\n  subscription StaffAlerts($workshopID: ID!) {\n    staffAlerts(workshopID: $workshopID) {\n      initial\n      alerts {\n        alertKey\n        alertType\n        state\n        plate\n        minutes\n        waiting\n        box\n        acceptor\n        screen\n      }\n    }\n  }\n": typeof types.StaffAlertsDocument,
    "\n  query WorkshopStatsPdf(\n    $workshopID: ID!\n    $appointmentsFromDate: String!\n    $appointmentsToDate: String!\n    $entryType: StatsEntryType\n  ) {\n    downloadWorkshopStatsPDF(\n      workshopID: $workshopID\n      appointmentsFromDate: $appointmentsFromDate\n      appointmentsToDate: $appointmentsToDate\n      entryType: $entryType\n    ) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": typeof types.WorkshopStatsPdfDocument,
    "\n  fragment StatisticsFigures on WorkshopStats {\n    fromDay\n    toDay\n    entryType\n    averageAcceptanceMinutes\n    averageWaitingMinutes\n    globalWaitingMinutes\n    checkedOutVehicles\n    exitInterviewPercentage\n    proactiveInfoPercentage\n    appointmentsCheckins\n    appointmentsNoShow\n    appointmentsRandom\n    timing {\n      early\n      onTime\n      late\n      earlyPercentage\n      onTimePercentage\n      latePercentage\n    }\n    perAcceptor {\n      userID\n      name\n      served\n      averageWaitingMinutes\n      averageJobMinutes\n    }\n    perQueue {\n      queueID\n      name\n      checkins\n      averageWaitingMinutes\n    }\n    workingDetails {\n      key\n      value\n    }\n  }\n": typeof types.StatisticsFiguresFragmentDoc,
    "\n  query WorkshopStats($input: StatsRangeInput!) {\n    workshopStats(input: $input) {\n      ...StatisticsFigures\n    }\n  }\n": typeof types.WorkshopStatsDocument,
    "\n  query AppointmentStats($input: StatsRangeInput!) {\n    appointmentStats(input: $input) {\n      fromDay\n      toDay\n      entryType\n      arrivalsByHour {\n        hour\n        arrivals\n      }\n      waitsByDay {\n        day\n        arrivals\n        averageWaitingMinutes\n        globalWaitingMinutes\n      }\n      timingStatus {\n        status\n        count\n        percentage\n      }\n      perAcceptor {\n        userID\n        name\n        served\n        averageWaitingMinutes\n        averageJobMinutes\n      }\n    }\n  }\n": typeof types.AppointmentStatsDocument,
    "\n  query ExitInterviewStats($input: StatsRangeInput!) {\n    exitInterviewStats(input: $input) {\n      fromDay\n      toDay\n      answeredSurveys\n      skippedSurveys\n      questions {\n        position\n        text\n        questionTypeID\n        answered\n        skipped\n        average\n        distribution {\n          value\n          count\n          percentage\n        }\n      }\n    }\n  }\n": typeof types.ExitInterviewStatsDocument,
    "\n  query WorkshopKpis($workshopID: ID!) {\n    kpis(workshopID: $workshopID) {\n      workshopID\n      day\n      waitingNow\n      inBoxNow\n      inWorkshopNow\n      longestWaitMinutes\n      bookedToday\n      expectedToday\n      arrivedToday\n      checkedOutToday\n      averageWaitingMinutesToday\n    }\n  }\n": typeof types.WorkshopKpisDocument,
    "\n  query CustomerSurveyPage($token: String!) {\n    customerSurvey(token: $token) {\n      workshopName\n      expiresAt\n      questions {\n        questionID\n        text\n        questionTypeID\n        position\n      }\n      privacyNotice {\n        workshopName\n        version\n        textIt\n        textEn\n      }\n    }\n  }\n": typeof types.CustomerSurveyPageDocument,
    "\n  mutation CustomerSurveySubmit($token: String!, $answers: [CustomerSurveyAnswerInput!]!, $notes: String) {\n    submitCustomerSurvey(token: $token, answers: $answers, notes: $notes) {\n      success\n      errorCode\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CustomerSurveySubmitDocument,
    "\n  mutation CustomerSurveySkip($token: String!) {\n    skipCustomerSurvey(token: $token) {\n      success\n      errorCode\n    }\n  }\n": typeof types.CustomerSurveySkipDocument,
    "\n  fragment AppointmentSurveyCard_survey on Appointment {\n    appointmentID\n    surveyRequestable\n    surveyCorrectable\n    survey {\n      kind\n      sentAt\n      expiresAt\n      closedAt\n      outcome\n      notes\n      answers {\n        customerSurveyAnswerID\n        questionText\n        answerTypeID\n        answerText\n        position\n      }\n    }\n  }\n": typeof types.AppointmentSurveyCard_SurveyFragmentDoc,
    "\n  query AppointmentSurveyCard($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...AppointmentSurveyCard_survey\n    }\n  }\n": typeof types.AppointmentSurveyCardDocument,
    "\n  mutation AppointmentSurveyCorrect(\n    $appointmentID: ID!\n    $answers: [SurveyAnswerCorrectionInput!]!\n    $notes: String\n  ) {\n    updateSurveyAnswers(appointmentID: $appointmentID, answers: $answers, notes: $notes) {\n      answers {\n        customerSurveyAnswerID\n        answerText\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AppointmentSurveyCorrectDocument,
    "\n  mutation AppointmentSurveySend($appointmentID: ID!) {\n    sendCustomerSurvey(appointmentID: $appointmentID) {\n      ...AppointmentSurveyCard_survey\n    }\n  }\n": typeof types.AppointmentSurveySendDocument,
    "\n  query AdminSurveyQuestions($workshopID: ID!) {\n    surveyQuestions(workshopID: $workshopID) {\n      customerSurveyQuestionID\n      workshopID\n      text\n      questionTypeID\n      position\n    }\n  }\n": typeof types.AdminSurveyQuestionsDocument,
    "\n  mutation AdminSaveSurveyQuestions($workshopID: ID!, $questions: [SurveyQuestionInput!]!) {\n    saveSurveyQuestions(workshopID: $workshopID, questions: $questions) {\n      questions {\n        customerSurveyQuestionID\n        workshopID\n        text\n        questionTypeID\n        position\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminSaveSurveyQuestionsDocument,
    "\n  query TotemScreenMyTotems {\n    myTotems {\n      totemID\n      name\n      workshopID\n      workshopName\n      timeZone\n      assistedCheckin\n      assistedCheckout\n      totemQueues {\n        queueID\n        name\n        color\n        message\n        activity\n        position\n      }\n      privacyNotice {\n        workshopName\n        version\n        textIt\n        textEn\n      }\n    }\n  }\n": typeof types.TotemScreenMyTotemsDocument,
    "\n  query TotemScreenBrands {\n    vehicleBrands {\n      vehicleBrandID\n      name\n      position\n    }\n  }\n": typeof types.TotemScreenBrandsDocument,
    "\n  query TotemScreenFindBooking($totemID: ID!, $search: String!) {\n    totemFindBooking(totemID: $totemID, search: $search) {\n      appointmentID\n      maskedPlate\n      displayName\n      bookingDateTime\n      kind\n    }\n  }\n": typeof types.TotemScreenFindBookingDocument,
    "\n  query TotemScreenFindVehicle($totemID: ID!, $search: String!) {\n    totemFindVehicle(totemID: $totemID, search: $search) {\n      appointmentID\n      maskedPlate\n      displayName\n      state\n      paid\n      estimatedReadyAt\n      pickupBookedAt\n      inPickupQueue\n      bookingToken\n    }\n  }\n": typeof types.TotemScreenFindVehicleDocument,
    "\n  fragment TotemScreen_welcome on TotemWelcome {\n    code\n    trackingUrl\n    maskedPlate\n    queueName\n    position\n    estimatedWaitMinutes\n  }\n": typeof types.TotemScreen_WelcomeFragmentDoc,
    "\n  mutation TotemScreenCheckInPickup($input: TotemPickupInput!) {\n    totemCheckInPickup(input: $input) {\n      welcome {\n        ...TotemScreen_welcome\n      }\n      problem\n      estimatedReadyAt\n    }\n  }\n": typeof types.TotemScreenCheckInPickupDocument,
    "\n  fragment TotemScreen_answer on TotemCheckInResult {\n    welcome {\n      ...TotemScreen_welcome\n    }\n    problem\n    bookingDateTime\n    formErrors {\n      field\n      code\n      message\n    }\n  }\n": typeof types.TotemScreen_AnswerFragmentDoc,
    "\n  mutation TotemScreenCheckIn($input: TotemCheckInInput!) {\n    totemCheckIn(input: $input) {\n      ...TotemScreen_answer\n    }\n  }\n": typeof types.TotemScreenCheckInDocument,
    "\n  mutation TotemScreenRegisterWalkIn($input: TotemWalkInInput!) {\n    totemRegisterWalkIn(input: $input) {\n      ...TotemScreen_answer\n    }\n  }\n": typeof types.TotemScreenRegisterWalkInDocument,
    "\n  fragment UploadState on AppointmentsUpload {\n    uploadID\n    workshopID\n    fileName\n    fileSize\n    status\n    errorCode\n    isProcessed\n    isSuccessful\n    successful\n    created\n    updated\n    skipped\n    errors\n    totalRows\n    processedRows\n    undone\n    kept\n    from\n    to\n    createdAt\n    appliedAt\n    undoneAt\n    fileDeletedAt\n    userName\n  }\n": typeof types.UploadStateFragmentDoc,
    "\n  query UploadsList($workshopID: ID!, $first: Int) {\n    appointmentsUploads(workshopID: $workshopID, first: $first) {\n      ...UploadState\n    }\n  }\n": typeof types.UploadsListDocument,
    "\n  query UploadReport($uploadID: ID!, $first: Int) {\n    appointmentsUpload(uploadID: $uploadID) {\n      ...UploadState\n      messages(first: $first) {\n        messageID\n        messageType\n        message\n        code\n        rowNumber\n        field\n      }\n    }\n  }\n": typeof types.UploadReportDocument,
    "\n  query UploadPreviewRows(\n    $uploadID: ID!\n    $first: Int\n    $after: String\n    $action: AppointmentsUploadRowAction\n  ) {\n    appointmentsUpload(uploadID: $uploadID) {\n      uploadID\n      previewRows(first: $first, after: $after, action: $action) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          rowNumber\n          action\n          licensePlate\n          name\n          bookingDateTime\n          queueName\n          appointmentID\n          messages {\n            messageID\n            code\n            message\n            field\n          }\n        }\n      }\n    }\n  }\n": typeof types.UploadPreviewRowsDocument,
    "\n  query UploadFormat($workshopID: ID!) {\n    appointmentsUploadFormat(workshopID: $workshopID) {\n      field\n      name\n      required\n      headers\n    }\n  }\n": typeof types.UploadFormatDocument,
    "\n  subscription UploadProgress($uploadID: ID!) {\n    uploadProgress(uploadID: $uploadID) {\n      ...UploadState\n    }\n  }\n": typeof types.UploadProgressDocument,
    "\n  mutation ApplyUpload($uploadID: ID!) {\n    applyAppointmentUpload(uploadID: $uploadID) {\n      ...UploadState\n    }\n  }\n": typeof types.ApplyUploadDocument,
    "\n  mutation UndoUpload($uploadID: ID!) {\n    undoAppointmentUpload(uploadID: $uploadID) {\n      ...UploadState\n    }\n  }\n": typeof types.UndoUploadDocument,
    "\n  fragment AdminUser on User {\n    userID\n    userName\n    firstname\n    lastname\n    email\n    emailConfirmed\n    phoneNumber\n    genderID\n    preferredLanguage\n    isAdmin\n    userLocked\n    lockoutEnd\n    hasPassword\n    dataInvioEmailBenvenuto\n    lastPasswordChangedDate\n    passwordChangeRequestDate\n    ultimoAccesso\n    createdAt\n    userWorkshopRoles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n": typeof types.AdminUserFragmentDoc,
    "\n  query AdminUsers($first: Int, $after: String, $where: UserWhere) {\n    users(first: $first, after: $after, where: $where) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...AdminUser\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminRoleChoices {\n    roles {\n      id\n      name\n    }\n    workshops(first: 200) {\n      nodes {\n        workshopID\n        workshopCode\n        name\n      }\n    }\n  }\n": typeof types.AdminRoleChoicesDocument,
    "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        ...AdminUser\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.AdminCreateUserDocument,
    "\n  mutation AdminUpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        ...AdminUser\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.AdminUpdateUserDocument,
    "\n  mutation AdminDeleteUser($userID: ID!) {\n    deleteUser(userID: $userID) {\n      deletedID\n      success\n    }\n  }\n": typeof types.AdminDeleteUserDocument,
    "\n  mutation AdminAssignRoles($userID: ID!, $roles: [RoleAssignmentInput!]!) {\n    assignRoles(userID: $userID, roles: $roles) {\n      user {\n        ...AdminUser\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.AdminAssignRolesDocument,
    "\n  mutation AdminForcePassword($input: ForcePasswordInput!) {\n    forcePassword(input: $input) {\n      success\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.AdminForcePasswordDocument,
    "\n  mutation AdminSendFirstAccess($userID: ID!) {\n    sendFirstAccessEmail(userID: $userID) {\n      success\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.AdminSendFirstAccessDocument,
    "\n  mutation AdminLoginAs($userID: ID!) {\n    loginAs(userID: $userID) {\n      ...AuthSession_profile\n    }\n  }\n": typeof types.AdminLoginAsDocument,
    "\n  fragment AdminVehicleBrand on VehicleBrand {\n    vehicleBrandID\n    name\n    position\n    aliases\n    logoUrl\n    modelCount\n  }\n": typeof types.AdminVehicleBrandFragmentDoc,
    "\n  query AdminVehicleBrands {\n    vehicleBrands {\n      ...AdminVehicleBrand\n    }\n  }\n": typeof types.AdminVehicleBrandsDocument,
    "\n  mutation AdminCreateVehicleBrand($input: CreateVehicleBrandInput!, $logo: File) {\n    createVehicleBrand(input: $input, logo: $logo) {\n      vehicleBrand {\n        ...AdminVehicleBrand\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminCreateVehicleBrandDocument,
    "\n  mutation AdminUpdateVehicleBrand($input: UpdateVehicleBrandInput!, $logo: File) {\n    updateVehicleBrand(input: $input, logo: $logo) {\n      vehicleBrand {\n        ...AdminVehicleBrand\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminUpdateVehicleBrandDocument,
    "\n  mutation AdminDeleteVehicleBrand($vehicleBrandID: ID!) {\n    deleteVehicleBrand(vehicleBrandID: $vehicleBrandID) {\n      deletedID\n      success\n    }\n  }\n": typeof types.AdminDeleteVehicleBrandDocument,
    "\n  query AdminVehicleModels($vehicleBrandID: ID) {\n    vehicleModels(vehicleBrandID: $vehicleBrandID) {\n      vehicleModelID\n      vehicleBrandID\n      name\n    }\n  }\n": typeof types.AdminVehicleModelsDocument,
    "\n  mutation AdminCreateVehicleModel($input: CreateVehicleModelInput!) {\n    createVehicleModel(input: $input) {\n      vehicleModel {\n        vehicleModelID\n        vehicleBrandID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminCreateVehicleModelDocument,
    "\n  mutation AdminUpdateVehicleModel($input: UpdateVehicleModelInput!) {\n    updateVehicleModel(input: $input) {\n      vehicleModel {\n        vehicleModelID\n        vehicleBrandID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminUpdateVehicleModelDocument,
    "\n  mutation AdminDeleteVehicleModel($vehicleModelID: ID!) {\n    deleteVehicleModel(vehicleModelID: $vehicleModelID) {\n      deletedID\n      success\n    }\n  }\n": typeof types.AdminDeleteVehicleModelDocument,
    "\n  mutation AdminMoveVehicleModels($vehicleModelIDs: [ID!]!, $toBrandID: ID!) {\n    moveVehicleModels(vehicleModelIDs: $vehicleModelIDs, toBrandID: $toBrandID) {\n      moved\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdminMoveVehicleModelsDocument,
    "\n  query PickupSchedule($workshopID: ID!, $fromDay: String!, $days: Int) {\n    withdrawalSchedule(workshopID: $workshopID, fromDay: $fromDay, days: $days) {\n      day\n      weekDay\n      slots {\n        start\n        end\n        startsAt\n        capacity\n        booked\n        bookings {\n          appointmentID\n          licensePlate\n          name\n          mobile\n          statusCode\n          statusName\n        }\n      }\n      unscheduled {\n        appointmentID\n        licensePlate\n        name\n        mobile\n        bookingDateTime\n        statusCode\n        statusName\n      }\n    }\n  }\n": typeof types.PickupScheduleDocument,
    "\n  fragment PickupSlot on AvailabilitySlot {\n    availabilitySlotID\n    day\n    start\n    end\n    maxSlots\n    capacity\n  }\n": typeof types.PickupSlotFragmentDoc,
    "\n  query PickupSlots($workshopID: ID!) {\n    workshop(workshopID: $workshopID) {\n      workshopID\n      maxSlots\n    }\n    availabilitySlots(workshopID: $workshopID) {\n      ...PickupSlot\n    }\n  }\n": typeof types.PickupSlotsDocument,
    "\n  mutation SetPickupSlots($workshopID: ID!, $slots: [AvailabilitySlotInput!]!) {\n    setAvailabilitySlots(workshopID: $workshopID, slots: $slots) {\n      success\n      errorMessage\n      formErrors {\n        ...FormErrorFields\n      }\n      slots {\n        ...PickupSlot\n      }\n    }\n  }\n": typeof types.SetPickupSlotsDocument,
    "\n  fragment WithdrawalScreen_visit on CustomerVisit {\n    code\n    tracking {\n      ...TrackingScreen_tracking\n    }\n    withdrawal {\n      code\n      ready\n      booking {\n        day\n        start\n        end\n        bookingDateTime\n      }\n    }\n  }\n": typeof types.WithdrawalScreen_VisitFragmentDoc,
    "\n  query WithdrawalScreenVisit($access: WithdrawalAccessInput!) {\n    customerVisit(access: $access) {\n      ...WithdrawalScreen_visit\n    }\n  }\n": typeof types.WithdrawalScreenVisitDocument,
    "\n  query WithdrawalScreenCalendar($access: WithdrawalAccessInput!) {\n    withdrawalCalendar(access: $access) {\n      code\n      workshopName\n      days {\n        day\n        weekDay\n        slots {\n          start\n          end\n          free\n          mine\n        }\n      }\n    }\n  }\n": typeof types.WithdrawalScreenCalendarDocument,
    "\n  fragment WithdrawalScreen_result on WithdrawalResult {\n    success\n    errorCode\n    errorMessage\n    visit {\n      ...WithdrawalScreen_visit\n    }\n  }\n": typeof types.WithdrawalScreen_ResultFragmentDoc,
    "\n  mutation WithdrawalScreenCreate($input: WithdrawalSlotInput!) {\n    createWithdrawalAppointment(input: $input) {\n      ...WithdrawalScreen_result\n    }\n  }\n": typeof types.WithdrawalScreenCreateDocument,
    "\n  mutation WithdrawalScreenUpdate($input: WithdrawalSlotInput!) {\n    updateWithdrawalAppointment(input: $input) {\n      ...WithdrawalScreen_result\n    }\n  }\n": typeof types.WithdrawalScreenUpdateDocument,
    "\n  mutation WithdrawalScreenCancel($access: WithdrawalAccessInput!) {\n    cancelWithdrawalAppointment(access: $access) {\n      ...WithdrawalScreen_result\n    }\n  }\n": typeof types.WithdrawalScreenCancelDocument,
    "\n  mutation MobileTrackingLogin($licensePlate: String, $code: String) {\n    mobileMonitorLogin(licensePlate: $licensePlate, code: $code) {\n      success\n      token\n      linkSent\n      errorCode\n      errorMessage\n      appointment {\n        ...WithdrawalScreen_visit\n      }\n      otherAppointments {\n        workshopName\n        type\n        statusCode\n        statusName\n        bookingDateTime\n      }\n    }\n  }\n": typeof types.MobileTrackingLoginDocument,
    "\n  query AdminWorkshops($first: Int, $after: String, $search: String) {\n    workshops(first: $first, after: $after, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        workshopID\n        workshopCode\n        name\n        city\n        zipCode\n        timeZone\n      }\n    }\n  }\n": typeof types.AdminWorkshopsDocument,
    "\n  fragment AdminWorkshop on Workshop {\n    workshopID\n    workshopCode\n    name\n    city\n    address\n    zipCode\n    logoUrl\n    timeZone\n    withdrawalQueueID\n    maxSlots\n    returningCustomerDaysThreshold\n    videoFolderPath\n  }\n": typeof types.AdminWorkshopFragmentDoc,
    "\n  query AdminWorkshopDetail($workshopID: ID!) {\n    workshop(workshopID: $workshopID) {\n      ...AdminWorkshop\n      userWorkshopRoles {\n        userWorkshopRoleID\n        roleID\n        roleName\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n": typeof types.AdminWorkshopDetailDocument,
    "\n  mutation AdminCreateWorkshop($input: CreateWorkshopInput!, $logo: File) {\n    createWorkshop(input: $input, logo: $logo) {\n      workshop {\n        ...AdminWorkshop\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.AdminCreateWorkshopDocument,
    "\n  mutation AdminUpdateWorkshop($input: UpdateWorkshopInput!, $logo: File) {\n    updateWorkshop(input: $input, logo: $logo) {\n      workshop {\n        ...AdminWorkshop\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": typeof types.AdminUpdateWorkshopDocument,
    "\n  mutation AdminDeleteWorkshop($workshopID: ID!) {\n    deleteWorkshop(workshopID: $workshopID) {\n      success\n    }\n  }\n": typeof types.AdminDeleteWorkshopDocument,
    "\n  fragment FormErrorFields on FormError {\n    field\n    code\n    message\n  }\n": typeof types.FormErrorFieldsFragmentDoc,
    "\n  fragment AuthSession_profile on Profile {\n    id\n    userName\n    firstname\n    lastname\n    token\n    isAdmin\n    errorMessage\n    roles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n    impersonator {\n      userID\n      userName\n    }\n    preferredLanguage\n  }\n": typeof types.AuthSession_ProfileFragmentDoc,
    "\n  query SessionFetchProfile {\n    profile {\n      ...AuthSession_profile\n    }\n  }\n": typeof types.SessionFetchProfileDocument,
    "\n  mutation SessionRefreshProfile {\n    refreshProfile {\n      ...AuthSession_profile\n    }\n  }\n": typeof types.SessionRefreshProfileDocument,
    "\n  mutation SessionLogout {\n    logout\n  }\n": typeof types.SessionLogoutDocument,
    "\n  mutation ImpersonationBannerStopImpersonation {\n    stopImpersonation {\n      ...AuthSession_profile\n    }\n  }\n": typeof types.ImpersonationBannerStopImpersonationDocument,
    "\n  mutation HeaderSetMyLanguage($language: String!) {\n    setMyLanguage(language: $language) {\n      success\n    }\n  }\n": typeof types.HeaderSetMyLanguageDocument,
    "\n  fragment StaffAppointment on Appointment {\n    appointmentID\n    workshopID\n    statusCode\n    statusName\n    type\n    mainAppointmentID\n    walkIn\n    priority\n    licensePlate\n    name\n    mobile\n    description\n    note\n    vehicleBrandID\n    vehicleModel\n    bookingDateTime\n    checkinDateTime\n    acceptanceDateTime\n    jobStartDateTime\n    jobEndDateTime\n    jobRejectDateTime\n    paymentDateTime\n    checkoutDateTime\n    jobEndSmsDateTime\n    assignedQueueID\n    acceptedBoxID\n    acceptedUserID\n    acceptedUser {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    hiddenAcceptance\n    thanksSmsEnabled\n    checkinAnomaly\n    waitingSpareParts\n    rejectReasonID\n    returningCustomerLastDate\n    returningCustomerReason\n    customerLanguage\n    smsConsent\n    smsConsentAt\n    privacyNoticeVersion\n    position\n    estimatedWaitMinutes\n    timing {\n      status\n      minutes\n    }\n    allowedActions\n    deletedAt\n    version\n  }\n": typeof types.StaffAppointmentFragmentDoc,
    "\n  fragment StaffActionResult on AppointmentResult {\n    appointment {\n      ...StaffAppointment\n    }\n    formErrors {\n      ...FormErrorFields\n    }\n  }\n": typeof types.StaffActionResultFragmentDoc,
    "\n  fragment StaffQueue on Queue {\n    queueID\n    workshopID\n    queueGroupID\n    name\n    color\n    isDefault\n    viewOrderNumber\n    waitingCount\n    waiting {\n      ...StaffAppointment\n    }\n    delayNotice {\n      text\n      minutes\n      createdAt\n      expiresAt\n    }\n  }\n": typeof types.StaffQueueFragmentDoc,
    "\n  fragment StaffBox on Box {\n    boxID\n    workshopID\n    queueGroupID\n    name\n    aliases\n    orderNumber\n    notAvailable\n    visible\n    userID\n    user {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    currentAppointment {\n      ...StaffAppointment\n    }\n  }\n": typeof types.StaffBoxFragmentDoc,
    "\n  fragment StaffCounts on QueueCounts {\n    workshopID\n    booked\n    checkedInBooked\n    checkedInRandom\n    accepted\n    managed\n    perQueue {\n      queueID\n      waiting\n    }\n  }\n": typeof types.StaffCountsFragmentDoc,
    "\n  query StaffQueueGroups($workshopID: ID!) {\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      workshopID\n      name\n      color\n      queues {\n        queueID\n        workshopID\n        queueGroupID\n        name\n        color\n        isDefault\n        viewOrderNumber\n      }\n    }\n  }\n": typeof types.StaffQueueGroupsDocument,
    "\n  query StaffQueues($workshopID: ID!, $queueGroupID: ID) {\n    queues(workshopID: $workshopID, queueGroupID: $queueGroupID) {\n      ...StaffQueue\n    }\n  }\n": typeof types.StaffQueuesDocument,
    "\n  query StaffBoxes($workshopID: ID!, $queueGroupID: ID) {\n    boxes(workshopID: $workshopID, queueGroupID: $queueGroupID) {\n      ...StaffBox\n    }\n  }\n": typeof types.StaffBoxesDocument,
    "\n  query StaffQueueCounts($workshopID: ID!) {\n    queueCounts(workshopID: $workshopID) {\n      ...StaffCounts\n    }\n  }\n": typeof types.StaffQueueCountsDocument,
    "\n  query StaffAppointments($filter: AppointmentFilter!, $orderBy: AppointmentOrder) {\n    appointments(filter: $filter, first: 200, orderBy: $orderBy) {\n      totalCount\n      nodes {\n        ...StaffAppointment\n      }\n    }\n  }\n": typeof types.StaffAppointmentsDocument,
    "\n  subscription StaffQueueChanged($workshopID: ID!) {\n    queueChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      queues {\n        ...StaffQueue\n        deletedAt\n      }\n      queueGroups {\n        queueGroupID\n        workshopID\n        name\n        color\n        deletedAt\n      }\n      counts {\n        ...StaffCounts\n      }\n      appointments {\n        ...StaffAppointment\n      }\n      deskSettings {\n        workshopID\n        timeZone\n        criticalThresholdMinutes\n        toleranceMinutes\n      }\n    }\n  }\n": typeof types.StaffQueueChangedDocument,
    "\n  subscription StaffBoxesChanged($workshopID: ID!) {\n    boxesChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      boxes {\n        ...StaffBox\n        deletedAt\n      }\n    }\n  }\n": typeof types.StaffBoxesChangedDocument,
    "\n  subscription StaffAppointmentChanged($appointmentID: ID!) {\n    appointmentChanged(appointmentID: $appointmentID) {\n      appointmentID\n      version\n      initial\n      appointment {\n        ...StaffAppointment\n      }\n    }\n  }\n": typeof types.StaffAppointmentChangedDocument,
    "\n  mutation StaffNextCustomer($input: NextCustomerInput!) {\n    nextCustomer(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.StaffNextCustomerDocument,
    "\n  mutation StaffPickAppointment($input: PickAppointmentInput!) {\n    pickAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": typeof types.StaffPickAppointmentDocument,
    "\n  query TrackingScreenTracking($code: ID!) {\n    tracking(code: $code) {\n      ...TrackingScreen_tracking\n    }\n  }\n": typeof types.TrackingScreenTrackingDocument,
    "\n  subscription TrackingScreenChanged($code: ID!) {\n    trackingChanged(code: $code) {\n      code\n      version\n      initial\n      tracking {\n        ...TrackingScreen_tracking\n      }\n    }\n  }\n": typeof types.TrackingScreenChangedDocument,
    "\n  fragment TrackingScreen_tracking on Tracking {\n    code\n    workshopName\n    maskedPlate\n    statusCode\n    statusName\n    queueName\n    position\n    estimatedWaitMinutes\n    boxName\n    calledAt\n    jobStartDateTime\n    jobEndDateTime\n    paymentDateTime\n    checkoutDateTime\n    delayNotice {\n      text\n      minutes\n      createdAt\n    }\n  }\n": typeof types.TrackingScreen_TrackingFragmentDoc,
    "\n  mutation TrackingScreenSetLanguage($code: ID!, $language: String!) {\n    setTrackingLanguage(code: $code, language: $language) {\n      success\n    }\n  }\n": typeof types.TrackingScreenSetLanguageDocument,
    "\n  subscription AppointmentChanges($appointmentID: ID!) {\n    appointmentChanged(appointmentID: $appointmentID) {\n      appointmentID\n      version\n      initial\n    }\n  }\n": typeof types.AppointmentChangesDocument,
    "\n  query MainLayoutFetchUserRoles($userID: ID!) {\n    userRoles(userID: $userID) {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n": typeof types.MainLayoutFetchUserRolesDocument,
    "\n  query WorkshopDeskSettings($workshopID: ID!) {\n    workshopDeskSettings(workshopID: $workshopID) {\n      workshopID\n      timeZone\n      criticalThresholdMinutes\n      toleranceMinutes\n    }\n  }\n": typeof types.WorkshopDeskSettingsDocument,
};
const documents: Documents = {
    "\n  query SetupWorkshops {\n    workshops(first: 200) {\n      nodes {\n        workshopID\n        name\n      }\n    }\n  }\n": types.SetupWorkshopsDocument,
    "\n  query BoxAcceptanceAppointment($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...StaffAppointment\n    }\n  }\n": types.BoxAcceptanceAppointmentDocument,
    "\n  query BoxAcceptanceLogs($appointmentID: ID!) {\n    appointmentLogs(appointmentID: $appointmentID) {\n      appointmentLogID\n      appointmentID\n      actionType\n      dateTime\n      notes\n      smsText\n      fromStatus\n      toStatus\n      user {\n        userID\n        userName\n        firstname\n        lastname\n      }\n    }\n  }\n": types.BoxAcceptanceLogsDocument,
    "\n  query BoxAcceptanceRejectReasons {\n    rejectReasons {\n      rejectReasonID\n      name\n    }\n  }\n": types.BoxAcceptanceRejectReasonsDocument,
    "\n  mutation BoxAcceptanceJobStart($input: JobStartInput!) {\n    jobStart(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceJobStartDocument,
    "\n  mutation BoxAcceptanceJobReject($input: JobRejectInput!) {\n    jobReject(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceJobRejectDocument,
    "\n  mutation BoxAcceptanceJobEnd($input: AppointmentActionInput!) {\n    jobEnd(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceJobEndDocument,
    "\n  mutation BoxAcceptanceUscita($input: AppointmentActionInput!) {\n    uscita(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceUscitaDocument,
    "\n  mutation BoxAcceptanceHandOverVehicle($input: AppointmentActionInput!) {\n    handOverVehicle(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceHandOverVehicleDocument,
    "\n  mutation BoxAcceptanceConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceConfirmPaymentDocument,
    "\n  mutation BoxAcceptanceConfirmExit($input: ConfirmExitInput!) {\n    confirmExit(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceConfirmExitDocument,
    "\n  mutation BoxAcceptanceGoBack($input: AppointmentActionInput!) {\n    goBack(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceGoBackDocument,
    "\n  mutation BoxAcceptanceReturnToQueue($input: AppointmentActionInput!) {\n    returnToQueue(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceReturnToQueueDocument,
    "\n  mutation BoxAcceptanceUndoLastOperation($input: AppointmentActionInput!) {\n    undoLastOperation(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceUndoLastOperationDocument,
    "\n  mutation BoxAcceptanceSendJobEndSms($input: SendJobEndSmsInput!) {\n    sendJobEndSms(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceSendJobEndSmsDocument,
    "\n  mutation BoxAcceptanceSetThanksSms($input: SetThanksSmsInput!) {\n    setThanksSms(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceSetThanksSmsDocument,
    "\n  mutation BoxAcceptanceCreateLog($input: CreateAppointmentLogInput!) {\n    createAppointmentLog(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceCreateLogDocument,
    "\n  mutation BoxAcceptanceSetWaitingSpareParts($input: SetWaitingSparePartsInput!) {\n    setWaitingSpareParts(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.BoxAcceptanceSetWaitingSparePartsDocument,
    "\n  query AdminRejectReasons {\n    rejectReasons {\n      rejectReasonID\n      name\n    }\n  }\n": types.AdminRejectReasonsDocument,
    "\n  mutation AdminCreateRejectReason($input: CreateRejectReasonInput!) {\n    createRejectReason(input: $input) {\n      rejectReason {\n        rejectReasonID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminCreateRejectReasonDocument,
    "\n  mutation AdminUpdateRejectReason($input: UpdateRejectReasonInput!) {\n    updateRejectReason(input: $input) {\n      rejectReason {\n        rejectReasonID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminUpdateRejectReasonDocument,
    "\n  mutation AdminDeleteRejectReason($rejectReasonID: ID!) {\n    deleteRejectReason(rejectReasonID: $rejectReasonID) {\n      deletedID\n      success\n    }\n  }\n": types.AdminDeleteRejectReasonDocument,
    "\n  query AdminSmsSenders {\n    smsSenders {\n      smsSenderID\n      name\n    }\n  }\n": types.AdminSmsSendersDocument,
    "\n  mutation AdminCreateSmsSender($input: CreateSmsSenderInput!) {\n    createSmsSender(input: $input) {\n      smsSender {\n        smsSenderID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminCreateSmsSenderDocument,
    "\n  mutation AdminUpdateSmsSender($input: UpdateSmsSenderInput!) {\n    updateSmsSender(input: $input) {\n      smsSender {\n        smsSenderID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminUpdateSmsSenderDocument,
    "\n  mutation AdminDeleteSmsSender($smsSenderID: ID!) {\n    deleteSmsSender(smsSenderID: $smsSenderID) {\n      deletedID\n      success\n    }\n  }\n": types.AdminDeleteSmsSenderDocument,
    "\n  query AdminNews {\n    allNews {\n      newsID\n      title\n      description\n      publicationDate\n    }\n  }\n": types.AdminNewsDocument,
    "\n  mutation AdminCreateNews($input: CreateNewsInput!) {\n    createNews(input: $input) {\n      news {\n        newsID\n        title\n        description\n        publicationDate\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminCreateNewsDocument,
    "\n  mutation AdminUpdateNews($input: UpdateNewsInput!) {\n    updateNews(input: $input) {\n      news {\n        newsID\n        title\n        description\n        publicationDate\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminUpdateNewsDocument,
    "\n  mutation AdminDeleteNews($newsID: ID!) {\n    deleteNews(newsID: $newsID) {\n      deletedID\n      success\n    }\n  }\n": types.AdminDeleteNewsDocument,
    "\n  query ApiKeys($workshopID: ID!) {\n    apiKeys(workshopID: $workshopID) {\n      apiKeyID\n      workshopID\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        apiKeyID\n        workshopID\n        name\n        prefix\n        scopes\n        createdAt\n        lastUsedAt\n        revokedAt\n      }\n      key\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($apiKeyID: ID!) {\n    revokeApiKey(apiKeyID: $apiKeyID) {\n      success\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query StaffListsPage($filter: AppointmentFilter!, $first: Int, $after: String, $orderBy: AppointmentOrder) {\n    appointments(filter: $filter, first: $first, after: $after, orderBy: $orderBy) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...StaffAppointment\n        type\n      }\n    }\n  }\n": types.StaffListsPageDocument,
    "\n  query StaffListsDetail($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...StaffAppointment\n      type\n      email\n      assignedQueue {\n        queueID\n        name\n      }\n      acceptedBox {\n        boxID\n        name\n      }\n      rejectReason {\n        rejectReasonID\n        name\n      }\n    }\n  }\n": types.StaffListsDetailDocument,
    "\n  query StaffListsHistory($appointmentID: ID!) {\n    appointmentHistory(appointmentID: $appointmentID) {\n      appointmentLogID\n      phase\n      dateTime\n      action\n      resource\n      notes\n    }\n  }\n": types.StaffListsHistoryDocument,
    "\n  mutation AgendaCreateAppointment($input: AppointmentInput!) {\n    createAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.AgendaCreateAppointmentDocument,
    "\n  mutation AgendaUpdateAppointment($input: UpdateAppointmentInput!) {\n    updateAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.AgendaUpdateAppointmentDocument,
    "\n  mutation AgendaDeleteAppointment($input: AppointmentActionInput!) {\n    deleteAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.AgendaDeleteAppointmentDocument,
    "\n  mutation CustomerSupportSendRequest($input: SupportRequestInput!) {\n    supportRequest(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CustomerSupportSendRequestDocument,
    "\n  mutation PasswordRecoverySendRecovery($email: String!) {\n    sendPasswordRecovery(email: $email) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.PasswordRecoverySendRecoveryDocument,
    "\n  mutation PasswordResetConfirmPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input) {\n      success\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.PasswordResetConfirmPasswordDocument,
    "\n  mutation SignInLogin($input: LoginInput!) {\n    login(input: $input) {\n      profile {\n        ...AuthSession_profile\n      }\n      errorMessage\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SignInLoginDocument,
    "\n  query CheckinVehicleBrands {\n    vehicleBrands {\n      vehicleBrandID\n      name\n      position\n    }\n  }\n": types.CheckinVehicleBrandsDocument,
    "\n  query CheckinReturningCustomer($workshopID: ID!, $licensePlate: String!) {\n    returningCustomer(workshopID: $workshopID, licensePlate: $licensePlate) {\n      licensePlate\n      isReturning\n      daysSinceLastVisit\n      lastVisit {\n        appointmentID\n        licensePlate\n        name\n        mobile\n        vehicleBrandID\n        vehicleModel\n        checkinDateTime\n        bookingDateTime\n      }\n    }\n  }\n": types.CheckinReturningCustomerDocument,
    "\n  mutation CheckinRegisterWalkIn($input: RegisterNewAppointmentInput!) {\n    registerNewAppointment(input: $input) {\n      ...StaffActionResult\n      existingAppointmentID\n    }\n  }\n": types.CheckinRegisterWalkInDocument,
    "\n  mutation CheckinCheckInBooked($input: CheckInBookedInput!) {\n    checkInBooked(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.CheckinCheckInBookedDocument,
    "\n  mutation CheckinUndoCheckIn($input: AppointmentActionInput!) {\n    undoCheckIn(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.CheckinUndoCheckInDocument,
    "\n  mutation CheckinDeleteCheckIn($input: AppointmentActionInput!) {\n    deleteCheckIn(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.CheckinDeleteCheckInDocument,
    "\n  query SetupDisplays($workshopID: ID!) {\n    monitors(workshopID: $workshopID) {\n      monitorID\n      name\n      userID\n      queueGroups {\n        queueGroupID\n        name\n        color\n        position\n      }\n    }\n    totems(workshopID: $workshopID) {\n      totemID\n      name\n      userID\n      totemQueues {\n        queueID\n        name\n        color\n        position\n        message\n        activity\n      }\n    }\n    deviceAccounts(workshopID: $workshopID) {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      name\n      queues {\n        queueID\n        name\n      }\n    }\n  }\n": types.SetupDisplaysDocument,
    "\n  mutation SetupCreateMonitor($input: CreateMonitorInput!) {\n    createMonitor(input: $input) {\n      monitor {\n        monitorID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.SetupCreateMonitorDocument,
    "\n  mutation SetupUpdateMonitor($input: UpdateMonitorInput!) {\n    updateMonitor(input: $input) {\n      monitor {\n        monitorID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.SetupUpdateMonitorDocument,
    "\n  mutation SetupDeleteMonitor($monitorID: ID!) {\n    deleteMonitor(monitorID: $monitorID) {\n      deletedID\n    }\n  }\n": types.SetupDeleteMonitorDocument,
    "\n  mutation SetupCreateTotem($input: CreateTotemInput!) {\n    createTotem(input: $input) {\n      totem {\n        totemID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.SetupCreateTotemDocument,
    "\n  mutation SetupUpdateTotem($input: UpdateTotemInput!) {\n    updateTotem(input: $input) {\n      totem {\n        totemID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.SetupUpdateTotemDocument,
    "\n  mutation SetupDeleteTotem($totemID: ID!) {\n    deleteTotem(totemID: $totemID) {\n      deletedID\n    }\n  }\n": types.SetupDeleteTotemDocument,
    "\n  fragment AdminSlogan on Slogan {\n    sloganID\n    workshopID\n    title\n    text\n    order\n    duration\n    isVisible\n  }\n": types.AdminSloganFragmentDoc,
    "\n  query AdminSlogans($workshopID: ID!) {\n    allSlogans(workshopID: $workshopID) {\n      ...AdminSlogan\n    }\n  }\n": types.AdminSlogansDocument,
    "\n  mutation AdminCreateSlogan($input: CreateSloganInput!) {\n    createSlogan(input: $input) {\n      slogan {\n        ...AdminSlogan\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminCreateSloganDocument,
    "\n  mutation AdminUpdateSlogan($input: UpdateSloganInput!) {\n    updateSlogan(input: $input) {\n      slogan {\n        ...AdminSlogan\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminUpdateSloganDocument,
    "\n  mutation AdminDeleteSlogan($sloganID: ID!) {\n    deleteSlogan(sloganID: $sloganID) {\n      deletedID\n      success\n    }\n  }\n": types.AdminDeleteSloganDocument,
    "\n  query FollowUpsLogs($filter: LogFilter!, $first: Int, $after: String) {\n    logs(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        appointmentLogID\n        appointmentID\n        actionType\n        dateTime\n        notes\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n        appointment {\n          ...StaffAppointment\n        }\n      }\n    }\n  }\n": types.FollowUpsLogsDocument,
    "\n  query FollowUpsCustomerSearch($filter: AppointmentFilter!) {\n    appointments(filter: $filter, first: 8, orderBy: CHECKIN_DATE_TIME_DESC) {\n      nodes {\n        ...StaffAppointment\n      }\n    }\n  }\n": types.FollowUpsCustomerSearchDocument,
    "\n  mutation FollowUpsRecord($input: CreateAppointmentLogInput!) {\n    createAppointmentLog(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.FollowUpsRecordDocument,
    "\n  mutation HomeBroadcastDelayNotice($input: BroadcastDelayNoticeInput!) {\n    broadcastDelayNotice(input: $input) {\n      delayNotice {\n        queueID\n        text\n        minutes\n        createdAt\n        expiresAt\n      }\n      waitingCount\n      smsCount\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.HomeBroadcastDelayNoticeDocument,
    "\n  mutation HomeClearDelayNotice($queueID: ID!) {\n    clearDelayNotice(queueID: $queueID) {\n      success\n    }\n  }\n": types.HomeClearDelayNoticeDocument,
    "\n  query HomeNews {\n    news {\n      newsID\n      title\n      description\n      publicationDate\n    }\n  }\n": types.HomeNewsDocument,
    "\n  query WorkshopLogPage($filter: LogFilter!, $first: Int, $after: String) {\n    logs(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        appointmentLogID\n        appointmentID\n        actionType\n        dateTime\n        notes\n        fromStatus\n        toStatus\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n        appointment {\n          appointmentID\n          licensePlate\n          statusCode\n        }\n      }\n    }\n  }\n": types.WorkshopLogPageDocument,
    "\n  query SearchAcceptors($workshopID: ID!, $term: String) {\n    searchAcceptors(workshopID: $workshopID, term: $term) {\n      userID\n      userName\n      firstname\n      lastname\n    }\n  }\n": types.SearchAcceptorsDocument,
    "\n  query MonitorScreenMyMonitors {\n    myMonitors {\n      monitorID\n      name\n      workshopID\n      workshopName\n      timeZone\n      queueGroups {\n        queueGroupID\n        name\n        color\n        position\n      }\n    }\n  }\n": types.MonitorScreenMyMonitorsDocument,
    "\n  query MonitorScreenSlogans($workshopID: ID!) {\n    slogans(workshopID: $workshopID) {\n      sloganID\n      title\n      text\n      order\n      duration\n    }\n  }\n": types.MonitorScreenSlogansDocument,
    "\n  query MonitorScreenVideos($monitorID: ID!) {\n    monitor(monitorID: $monitorID) {\n      monitorID\n      videos\n    }\n  }\n": types.MonitorScreenVideosDocument,
    "\n  subscription MonitorScreenCalls($monitorID: ID!) {\n    monitorCalls(monitorID: $monitorID) {\n      monitorID\n      version\n      initial\n      calls {\n        callID\n        appointmentID\n        licensePlate\n        boxID\n        boxName\n        queueName\n        queueColor\n        calledAt\n      }\n    }\n  }\n": types.MonitorScreenCallsDocument,
    "\n  mutation ScreenHeartbeat($input: ScreenHeartbeatInput!) {\n    reportScreenHeartbeat(input: $input) {\n      recorded\n    }\n  }\n": types.ScreenHeartbeatDocument,
    "\n  query OutboxList($filter: OutboxFilter!, $first: Int, $after: String) {\n    outboxMessages(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...OutboxRow\n      }\n    }\n  }\n": types.OutboxListDocument,
    "\n  fragment OutboxRow on OutboxMessage {\n    outboxMessageID\n    channel\n    kind\n    recipient\n    recipientMasked\n    subject\n    body\n    contentHidden\n    status\n    attempts\n    lastError\n    appointmentID\n    createdAt\n    scheduledAt\n    sentAt\n    canResend\n  }\n": types.OutboxRowFragmentDoc,
    "\n  mutation OutboxResend($outboxMessageID: ID!) {\n    resendMessage(outboxMessageID: $outboxMessageID) {\n      ...OutboxRow\n    }\n  }\n": types.OutboxResendDocument,
    "\n  query SetupParameters($workshopID: ID!) {\n    parameters(workshopID: $workshopID) {\n      workshopID\n      acceptanceDurationMinutes\n      toleranceMinutes\n      criticalThresholdAlertMinutes\n      criticalGlobalWaitingTimeInMinutes\n      maxWaitingTimeInMinutes\n      acceptorInactivityTimeInMinutes\n      assistedCheckin\n      assistedCheckout\n      preferredResourceEnabled\n      warningsEnabled\n      smsSenderID\n      videosEnabled\n      payOnlineSmsEnabled\n      nightSmsAllowed\n      youAreNextPosition\n      delayNoticeSmsEnabled\n      autoRecalcQueueEnabled\n      bookingOfficeEmail\n      bookingOfficeTelephone\n      queueUploadColumn\n      criticalThresholdAlertChannel\n      criticalThresholdAlertRepeatMinutes\n      globalWaitingTimeAlertChannel\n      globalWaitingTimeAlertRepeatMinutes\n      acceptorInactivityAlertChannel\n      acceptorInactivityAlertRepeatMinutes\n      screenOfflineAlertMinutes\n      screenOfflineAlertChannel\n      screenOfflineAlertRepeatMinutes\n      automaticSurveyEnabled\n      automaticSurveyText\n      onDemandSurveyEnabled\n      processingCompleted\n      welcome\n      thankYou\n      thankYouSmsDelayInMinutes\n      personalDataRetentionMonths\n      privacyNoticeIt\n      privacyNoticeEn\n      privacyNoticeVersion\n      privacyNotice {\n        workshopName\n        version\n        textIt\n        textEn\n      }\n      thankYouSmsDisabled\n      completedCustomerSurvey\n      onRequestCustomerSurvey\n      payOnline\n      reminder\n      confirmAppointment\n      withdrawReminder\n      randomCheckinWelcome\n      vehicleCollectionConfirmation\n      youAreNext\n      workshopRoleWarnings {\n        roleName\n        alertTypeID\n      }\n      dailyStatisticsRoleNames\n    }\n    smsSenders {\n      smsSenderID\n      name\n    }\n  }\n": types.SetupParametersDocument,
    "\n  mutation SetupUpdateParameters($input: UpdateParametersInput!) {\n    updateParameters(input: $input) {\n      parameters {\n        workshopID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.SetupUpdateParametersDocument,
    "\n  query CustomerVisits($input: CustomerSearchInput!) {\n    customerVisits(input: $input) {\n      appointmentID\n      workshopID\n      workshopName\n      name\n      licensePlate\n      mobile\n      email\n      statusCode\n      createdAt\n      checkoutDateTime\n      live\n      anonymisedAt\n    }\n  }\n": types.CustomerVisitsDocument,
    "\n  query CustomerDataExport($input: CustomerSearchInput!) {\n    customerDataExport(input: $input)\n  }\n": types.CustomerDataExportDocument,
    "\n  mutation EraseCustomerData($input: CustomerSearchInput!) {\n    eraseCustomerData(input: $input) {\n      erased\n      live\n    }\n  }\n": types.EraseCustomerDataDocument,
    "\n  query SetupQueueStructure($workshopID: ID!) {\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      name\n      color\n      queues {\n        queueID\n        queueGroupID\n        name\n        color\n        message\n        isDefault\n        viewOrderNumber\n        waitingCount\n      }\n    }\n    boxes(workshopID: $workshopID) {\n      boxID\n      queueGroupID\n      name\n      aliases\n      orderNumber\n      notAvailable\n      visible\n      userID\n      user {\n        userID\n        firstname\n        lastname\n        userName\n      }\n      currentAppointment {\n        appointmentID\n        licensePlate\n      }\n    }\n    workshop(workshopID: $workshopID) {\n      workshopID\n      userWorkshopRoles {\n        userWorkshopRoleID\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n": types.SetupQueueStructureDocument,
    "\n  mutation SetupCreateQueueGroup($input: CreateQueueGroupInput!) {\n    createQueueGroup(input: $input) {\n      queueGroup {\n        queueGroupID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.SetupCreateQueueGroupDocument,
    "\n  mutation SetupUpdateQueueGroup($input: UpdateQueueGroupInput!) {\n    updateQueueGroup(input: $input) {\n      queueGroup {\n        queueGroupID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.SetupUpdateQueueGroupDocument,
    "\n  mutation SetupDeleteQueueGroup($queueGroupID: ID!) {\n    deleteQueueGroup(queueGroupID: $queueGroupID) {\n      deletedID\n    }\n  }\n": types.SetupDeleteQueueGroupDocument,
    "\n  mutation SetupCreateQueue($input: CreateQueueInput!) {\n    createQueue(input: $input) {\n      queue {\n        queueID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.SetupCreateQueueDocument,
    "\n  mutation SetupUpdateQueue($input: UpdateQueueInput!) {\n    updateQueue(input: $input) {\n      queue {\n        queueID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.SetupUpdateQueueDocument,
    "\n  mutation SetupDeleteQueue($queueID: ID!) {\n    deleteQueue(queueID: $queueID) {\n      deletedID\n    }\n  }\n": types.SetupDeleteQueueDocument,
    "\n  mutation SetupCreateBox($input: CreateBoxInput!) {\n    createBox(input: $input) {\n      box {\n        boxID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.SetupCreateBoxDocument,
    "\n  mutation SetupUpdateBox($input: UpdateBoxInput!) {\n    updateBox(input: $input) {\n      box {\n        boxID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.SetupUpdateBoxDocument,
    "\n  mutation SetupDeleteBox($boxID: ID!) {\n    deleteBox(boxID: $boxID) {\n      deletedID\n    }\n  }\n": types.SetupDeleteBoxDocument,
    "\n  query ScreenDevices($workshopID: ID!) {\n    screenDevices(workshopID: $workshopID) {\n      screenDeviceID\n      kind\n      screenID\n      screenName\n      version\n      userAgent\n      firstSeenAt\n      lastSeenAt\n      state\n    }\n  }\n": types.ScreenDevicesDocument,
    "\n  mutation ForgetScreenDevice($screenDeviceID: ID!) {\n    forgetScreenDevice(screenDeviceID: $screenDeviceID) {\n      deletedID\n      success\n    }\n  }\n": types.ForgetScreenDeviceDocument,
    "\n  subscription StaffAlerts($workshopID: ID!) {\n    staffAlerts(workshopID: $workshopID) {\n      initial\n      alerts {\n        alertKey\n        alertType\n        state\n        plate\n        minutes\n        waiting\n        box\n        acceptor\n        screen\n      }\n    }\n  }\n": types.StaffAlertsDocument,
    "\n  query WorkshopStatsPdf(\n    $workshopID: ID!\n    $appointmentsFromDate: String!\n    $appointmentsToDate: String!\n    $entryType: StatsEntryType\n  ) {\n    downloadWorkshopStatsPDF(\n      workshopID: $workshopID\n      appointmentsFromDate: $appointmentsFromDate\n      appointmentsToDate: $appointmentsToDate\n      entryType: $entryType\n    ) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": types.WorkshopStatsPdfDocument,
    "\n  fragment StatisticsFigures on WorkshopStats {\n    fromDay\n    toDay\n    entryType\n    averageAcceptanceMinutes\n    averageWaitingMinutes\n    globalWaitingMinutes\n    checkedOutVehicles\n    exitInterviewPercentage\n    proactiveInfoPercentage\n    appointmentsCheckins\n    appointmentsNoShow\n    appointmentsRandom\n    timing {\n      early\n      onTime\n      late\n      earlyPercentage\n      onTimePercentage\n      latePercentage\n    }\n    perAcceptor {\n      userID\n      name\n      served\n      averageWaitingMinutes\n      averageJobMinutes\n    }\n    perQueue {\n      queueID\n      name\n      checkins\n      averageWaitingMinutes\n    }\n    workingDetails {\n      key\n      value\n    }\n  }\n": types.StatisticsFiguresFragmentDoc,
    "\n  query WorkshopStats($input: StatsRangeInput!) {\n    workshopStats(input: $input) {\n      ...StatisticsFigures\n    }\n  }\n": types.WorkshopStatsDocument,
    "\n  query AppointmentStats($input: StatsRangeInput!) {\n    appointmentStats(input: $input) {\n      fromDay\n      toDay\n      entryType\n      arrivalsByHour {\n        hour\n        arrivals\n      }\n      waitsByDay {\n        day\n        arrivals\n        averageWaitingMinutes\n        globalWaitingMinutes\n      }\n      timingStatus {\n        status\n        count\n        percentage\n      }\n      perAcceptor {\n        userID\n        name\n        served\n        averageWaitingMinutes\n        averageJobMinutes\n      }\n    }\n  }\n": types.AppointmentStatsDocument,
    "\n  query ExitInterviewStats($input: StatsRangeInput!) {\n    exitInterviewStats(input: $input) {\n      fromDay\n      toDay\n      answeredSurveys\n      skippedSurveys\n      questions {\n        position\n        text\n        questionTypeID\n        answered\n        skipped\n        average\n        distribution {\n          value\n          count\n          percentage\n        }\n      }\n    }\n  }\n": types.ExitInterviewStatsDocument,
    "\n  query WorkshopKpis($workshopID: ID!) {\n    kpis(workshopID: $workshopID) {\n      workshopID\n      day\n      waitingNow\n      inBoxNow\n      inWorkshopNow\n      longestWaitMinutes\n      bookedToday\n      expectedToday\n      arrivedToday\n      checkedOutToday\n      averageWaitingMinutesToday\n    }\n  }\n": types.WorkshopKpisDocument,
    "\n  query CustomerSurveyPage($token: String!) {\n    customerSurvey(token: $token) {\n      workshopName\n      expiresAt\n      questions {\n        questionID\n        text\n        questionTypeID\n        position\n      }\n      privacyNotice {\n        workshopName\n        version\n        textIt\n        textEn\n      }\n    }\n  }\n": types.CustomerSurveyPageDocument,
    "\n  mutation CustomerSurveySubmit($token: String!, $answers: [CustomerSurveyAnswerInput!]!, $notes: String) {\n    submitCustomerSurvey(token: $token, answers: $answers, notes: $notes) {\n      success\n      errorCode\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CustomerSurveySubmitDocument,
    "\n  mutation CustomerSurveySkip($token: String!) {\n    skipCustomerSurvey(token: $token) {\n      success\n      errorCode\n    }\n  }\n": types.CustomerSurveySkipDocument,
    "\n  fragment AppointmentSurveyCard_survey on Appointment {\n    appointmentID\n    surveyRequestable\n    surveyCorrectable\n    survey {\n      kind\n      sentAt\n      expiresAt\n      closedAt\n      outcome\n      notes\n      answers {\n        customerSurveyAnswerID\n        questionText\n        answerTypeID\n        answerText\n        position\n      }\n    }\n  }\n": types.AppointmentSurveyCard_SurveyFragmentDoc,
    "\n  query AppointmentSurveyCard($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...AppointmentSurveyCard_survey\n    }\n  }\n": types.AppointmentSurveyCardDocument,
    "\n  mutation AppointmentSurveyCorrect(\n    $appointmentID: ID!\n    $answers: [SurveyAnswerCorrectionInput!]!\n    $notes: String\n  ) {\n    updateSurveyAnswers(appointmentID: $appointmentID, answers: $answers, notes: $notes) {\n      answers {\n        customerSurveyAnswerID\n        answerText\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AppointmentSurveyCorrectDocument,
    "\n  mutation AppointmentSurveySend($appointmentID: ID!) {\n    sendCustomerSurvey(appointmentID: $appointmentID) {\n      ...AppointmentSurveyCard_survey\n    }\n  }\n": types.AppointmentSurveySendDocument,
    "\n  query AdminSurveyQuestions($workshopID: ID!) {\n    surveyQuestions(workshopID: $workshopID) {\n      customerSurveyQuestionID\n      workshopID\n      text\n      questionTypeID\n      position\n    }\n  }\n": types.AdminSurveyQuestionsDocument,
    "\n  mutation AdminSaveSurveyQuestions($workshopID: ID!, $questions: [SurveyQuestionInput!]!) {\n    saveSurveyQuestions(workshopID: $workshopID, questions: $questions) {\n      questions {\n        customerSurveyQuestionID\n        workshopID\n        text\n        questionTypeID\n        position\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminSaveSurveyQuestionsDocument,
    "\n  query TotemScreenMyTotems {\n    myTotems {\n      totemID\n      name\n      workshopID\n      workshopName\n      timeZone\n      assistedCheckin\n      assistedCheckout\n      totemQueues {\n        queueID\n        name\n        color\n        message\n        activity\n        position\n      }\n      privacyNotice {\n        workshopName\n        version\n        textIt\n        textEn\n      }\n    }\n  }\n": types.TotemScreenMyTotemsDocument,
    "\n  query TotemScreenBrands {\n    vehicleBrands {\n      vehicleBrandID\n      name\n      position\n    }\n  }\n": types.TotemScreenBrandsDocument,
    "\n  query TotemScreenFindBooking($totemID: ID!, $search: String!) {\n    totemFindBooking(totemID: $totemID, search: $search) {\n      appointmentID\n      maskedPlate\n      displayName\n      bookingDateTime\n      kind\n    }\n  }\n": types.TotemScreenFindBookingDocument,
    "\n  query TotemScreenFindVehicle($totemID: ID!, $search: String!) {\n    totemFindVehicle(totemID: $totemID, search: $search) {\n      appointmentID\n      maskedPlate\n      displayName\n      state\n      paid\n      estimatedReadyAt\n      pickupBookedAt\n      inPickupQueue\n      bookingToken\n    }\n  }\n": types.TotemScreenFindVehicleDocument,
    "\n  fragment TotemScreen_welcome on TotemWelcome {\n    code\n    trackingUrl\n    maskedPlate\n    queueName\n    position\n    estimatedWaitMinutes\n  }\n": types.TotemScreen_WelcomeFragmentDoc,
    "\n  mutation TotemScreenCheckInPickup($input: TotemPickupInput!) {\n    totemCheckInPickup(input: $input) {\n      welcome {\n        ...TotemScreen_welcome\n      }\n      problem\n      estimatedReadyAt\n    }\n  }\n": types.TotemScreenCheckInPickupDocument,
    "\n  fragment TotemScreen_answer on TotemCheckInResult {\n    welcome {\n      ...TotemScreen_welcome\n    }\n    problem\n    bookingDateTime\n    formErrors {\n      field\n      code\n      message\n    }\n  }\n": types.TotemScreen_AnswerFragmentDoc,
    "\n  mutation TotemScreenCheckIn($input: TotemCheckInInput!) {\n    totemCheckIn(input: $input) {\n      ...TotemScreen_answer\n    }\n  }\n": types.TotemScreenCheckInDocument,
    "\n  mutation TotemScreenRegisterWalkIn($input: TotemWalkInInput!) {\n    totemRegisterWalkIn(input: $input) {\n      ...TotemScreen_answer\n    }\n  }\n": types.TotemScreenRegisterWalkInDocument,
    "\n  fragment UploadState on AppointmentsUpload {\n    uploadID\n    workshopID\n    fileName\n    fileSize\n    status\n    errorCode\n    isProcessed\n    isSuccessful\n    successful\n    created\n    updated\n    skipped\n    errors\n    totalRows\n    processedRows\n    undone\n    kept\n    from\n    to\n    createdAt\n    appliedAt\n    undoneAt\n    fileDeletedAt\n    userName\n  }\n": types.UploadStateFragmentDoc,
    "\n  query UploadsList($workshopID: ID!, $first: Int) {\n    appointmentsUploads(workshopID: $workshopID, first: $first) {\n      ...UploadState\n    }\n  }\n": types.UploadsListDocument,
    "\n  query UploadReport($uploadID: ID!, $first: Int) {\n    appointmentsUpload(uploadID: $uploadID) {\n      ...UploadState\n      messages(first: $first) {\n        messageID\n        messageType\n        message\n        code\n        rowNumber\n        field\n      }\n    }\n  }\n": types.UploadReportDocument,
    "\n  query UploadPreviewRows(\n    $uploadID: ID!\n    $first: Int\n    $after: String\n    $action: AppointmentsUploadRowAction\n  ) {\n    appointmentsUpload(uploadID: $uploadID) {\n      uploadID\n      previewRows(first: $first, after: $after, action: $action) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          rowNumber\n          action\n          licensePlate\n          name\n          bookingDateTime\n          queueName\n          appointmentID\n          messages {\n            messageID\n            code\n            message\n            field\n          }\n        }\n      }\n    }\n  }\n": types.UploadPreviewRowsDocument,
    "\n  query UploadFormat($workshopID: ID!) {\n    appointmentsUploadFormat(workshopID: $workshopID) {\n      field\n      name\n      required\n      headers\n    }\n  }\n": types.UploadFormatDocument,
    "\n  subscription UploadProgress($uploadID: ID!) {\n    uploadProgress(uploadID: $uploadID) {\n      ...UploadState\n    }\n  }\n": types.UploadProgressDocument,
    "\n  mutation ApplyUpload($uploadID: ID!) {\n    applyAppointmentUpload(uploadID: $uploadID) {\n      ...UploadState\n    }\n  }\n": types.ApplyUploadDocument,
    "\n  mutation UndoUpload($uploadID: ID!) {\n    undoAppointmentUpload(uploadID: $uploadID) {\n      ...UploadState\n    }\n  }\n": types.UndoUploadDocument,
    "\n  fragment AdminUser on User {\n    userID\n    userName\n    firstname\n    lastname\n    email\n    emailConfirmed\n    phoneNumber\n    genderID\n    preferredLanguage\n    isAdmin\n    userLocked\n    lockoutEnd\n    hasPassword\n    dataInvioEmailBenvenuto\n    lastPasswordChangedDate\n    passwordChangeRequestDate\n    ultimoAccesso\n    createdAt\n    userWorkshopRoles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n": types.AdminUserFragmentDoc,
    "\n  query AdminUsers($first: Int, $after: String, $where: UserWhere) {\n    users(first: $first, after: $after, where: $where) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...AdminUser\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminRoleChoices {\n    roles {\n      id\n      name\n    }\n    workshops(first: 200) {\n      nodes {\n        workshopID\n        workshopCode\n        name\n      }\n    }\n  }\n": types.AdminRoleChoicesDocument,
    "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        ...AdminUser\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.AdminCreateUserDocument,
    "\n  mutation AdminUpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        ...AdminUser\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.AdminUpdateUserDocument,
    "\n  mutation AdminDeleteUser($userID: ID!) {\n    deleteUser(userID: $userID) {\n      deletedID\n      success\n    }\n  }\n": types.AdminDeleteUserDocument,
    "\n  mutation AdminAssignRoles($userID: ID!, $roles: [RoleAssignmentInput!]!) {\n    assignRoles(userID: $userID, roles: $roles) {\n      user {\n        ...AdminUser\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.AdminAssignRolesDocument,
    "\n  mutation AdminForcePassword($input: ForcePasswordInput!) {\n    forcePassword(input: $input) {\n      success\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.AdminForcePasswordDocument,
    "\n  mutation AdminSendFirstAccess($userID: ID!) {\n    sendFirstAccessEmail(userID: $userID) {\n      success\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.AdminSendFirstAccessDocument,
    "\n  mutation AdminLoginAs($userID: ID!) {\n    loginAs(userID: $userID) {\n      ...AuthSession_profile\n    }\n  }\n": types.AdminLoginAsDocument,
    "\n  fragment AdminVehicleBrand on VehicleBrand {\n    vehicleBrandID\n    name\n    position\n    aliases\n    logoUrl\n    modelCount\n  }\n": types.AdminVehicleBrandFragmentDoc,
    "\n  query AdminVehicleBrands {\n    vehicleBrands {\n      ...AdminVehicleBrand\n    }\n  }\n": types.AdminVehicleBrandsDocument,
    "\n  mutation AdminCreateVehicleBrand($input: CreateVehicleBrandInput!, $logo: File) {\n    createVehicleBrand(input: $input, logo: $logo) {\n      vehicleBrand {\n        ...AdminVehicleBrand\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminCreateVehicleBrandDocument,
    "\n  mutation AdminUpdateVehicleBrand($input: UpdateVehicleBrandInput!, $logo: File) {\n    updateVehicleBrand(input: $input, logo: $logo) {\n      vehicleBrand {\n        ...AdminVehicleBrand\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminUpdateVehicleBrandDocument,
    "\n  mutation AdminDeleteVehicleBrand($vehicleBrandID: ID!) {\n    deleteVehicleBrand(vehicleBrandID: $vehicleBrandID) {\n      deletedID\n      success\n    }\n  }\n": types.AdminDeleteVehicleBrandDocument,
    "\n  query AdminVehicleModels($vehicleBrandID: ID) {\n    vehicleModels(vehicleBrandID: $vehicleBrandID) {\n      vehicleModelID\n      vehicleBrandID\n      name\n    }\n  }\n": types.AdminVehicleModelsDocument,
    "\n  mutation AdminCreateVehicleModel($input: CreateVehicleModelInput!) {\n    createVehicleModel(input: $input) {\n      vehicleModel {\n        vehicleModelID\n        vehicleBrandID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminCreateVehicleModelDocument,
    "\n  mutation AdminUpdateVehicleModel($input: UpdateVehicleModelInput!) {\n    updateVehicleModel(input: $input) {\n      vehicleModel {\n        vehicleModelID\n        vehicleBrandID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminUpdateVehicleModelDocument,
    "\n  mutation AdminDeleteVehicleModel($vehicleModelID: ID!) {\n    deleteVehicleModel(vehicleModelID: $vehicleModelID) {\n      deletedID\n      success\n    }\n  }\n": types.AdminDeleteVehicleModelDocument,
    "\n  mutation AdminMoveVehicleModels($vehicleModelIDs: [ID!]!, $toBrandID: ID!) {\n    moveVehicleModels(vehicleModelIDs: $vehicleModelIDs, toBrandID: $toBrandID) {\n      moved\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdminMoveVehicleModelsDocument,
    "\n  query PickupSchedule($workshopID: ID!, $fromDay: String!, $days: Int) {\n    withdrawalSchedule(workshopID: $workshopID, fromDay: $fromDay, days: $days) {\n      day\n      weekDay\n      slots {\n        start\n        end\n        startsAt\n        capacity\n        booked\n        bookings {\n          appointmentID\n          licensePlate\n          name\n          mobile\n          statusCode\n          statusName\n        }\n      }\n      unscheduled {\n        appointmentID\n        licensePlate\n        name\n        mobile\n        bookingDateTime\n        statusCode\n        statusName\n      }\n    }\n  }\n": types.PickupScheduleDocument,
    "\n  fragment PickupSlot on AvailabilitySlot {\n    availabilitySlotID\n    day\n    start\n    end\n    maxSlots\n    capacity\n  }\n": types.PickupSlotFragmentDoc,
    "\n  query PickupSlots($workshopID: ID!) {\n    workshop(workshopID: $workshopID) {\n      workshopID\n      maxSlots\n    }\n    availabilitySlots(workshopID: $workshopID) {\n      ...PickupSlot\n    }\n  }\n": types.PickupSlotsDocument,
    "\n  mutation SetPickupSlots($workshopID: ID!, $slots: [AvailabilitySlotInput!]!) {\n    setAvailabilitySlots(workshopID: $workshopID, slots: $slots) {\n      success\n      errorMessage\n      formErrors {\n        ...FormErrorFields\n      }\n      slots {\n        ...PickupSlot\n      }\n    }\n  }\n": types.SetPickupSlotsDocument,
    "\n  fragment WithdrawalScreen_visit on CustomerVisit {\n    code\n    tracking {\n      ...TrackingScreen_tracking\n    }\n    withdrawal {\n      code\n      ready\n      booking {\n        day\n        start\n        end\n        bookingDateTime\n      }\n    }\n  }\n": types.WithdrawalScreen_VisitFragmentDoc,
    "\n  query WithdrawalScreenVisit($access: WithdrawalAccessInput!) {\n    customerVisit(access: $access) {\n      ...WithdrawalScreen_visit\n    }\n  }\n": types.WithdrawalScreenVisitDocument,
    "\n  query WithdrawalScreenCalendar($access: WithdrawalAccessInput!) {\n    withdrawalCalendar(access: $access) {\n      code\n      workshopName\n      days {\n        day\n        weekDay\n        slots {\n          start\n          end\n          free\n          mine\n        }\n      }\n    }\n  }\n": types.WithdrawalScreenCalendarDocument,
    "\n  fragment WithdrawalScreen_result on WithdrawalResult {\n    success\n    errorCode\n    errorMessage\n    visit {\n      ...WithdrawalScreen_visit\n    }\n  }\n": types.WithdrawalScreen_ResultFragmentDoc,
    "\n  mutation WithdrawalScreenCreate($input: WithdrawalSlotInput!) {\n    createWithdrawalAppointment(input: $input) {\n      ...WithdrawalScreen_result\n    }\n  }\n": types.WithdrawalScreenCreateDocument,
    "\n  mutation WithdrawalScreenUpdate($input: WithdrawalSlotInput!) {\n    updateWithdrawalAppointment(input: $input) {\n      ...WithdrawalScreen_result\n    }\n  }\n": types.WithdrawalScreenUpdateDocument,
    "\n  mutation WithdrawalScreenCancel($access: WithdrawalAccessInput!) {\n    cancelWithdrawalAppointment(access: $access) {\n      ...WithdrawalScreen_result\n    }\n  }\n": types.WithdrawalScreenCancelDocument,
    "\n  mutation MobileTrackingLogin($licensePlate: String, $code: String) {\n    mobileMonitorLogin(licensePlate: $licensePlate, code: $code) {\n      success\n      token\n      linkSent\n      errorCode\n      errorMessage\n      appointment {\n        ...WithdrawalScreen_visit\n      }\n      otherAppointments {\n        workshopName\n        type\n        statusCode\n        statusName\n        bookingDateTime\n      }\n    }\n  }\n": types.MobileTrackingLoginDocument,
    "\n  query AdminWorkshops($first: Int, $after: String, $search: String) {\n    workshops(first: $first, after: $after, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        workshopID\n        workshopCode\n        name\n        city\n        zipCode\n        timeZone\n      }\n    }\n  }\n": types.AdminWorkshopsDocument,
    "\n  fragment AdminWorkshop on Workshop {\n    workshopID\n    workshopCode\n    name\n    city\n    address\n    zipCode\n    logoUrl\n    timeZone\n    withdrawalQueueID\n    maxSlots\n    returningCustomerDaysThreshold\n    videoFolderPath\n  }\n": types.AdminWorkshopFragmentDoc,
    "\n  query AdminWorkshopDetail($workshopID: ID!) {\n    workshop(workshopID: $workshopID) {\n      ...AdminWorkshop\n      userWorkshopRoles {\n        userWorkshopRoleID\n        roleID\n        roleName\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n": types.AdminWorkshopDetailDocument,
    "\n  mutation AdminCreateWorkshop($input: CreateWorkshopInput!, $logo: File) {\n    createWorkshop(input: $input, logo: $logo) {\n      workshop {\n        ...AdminWorkshop\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.AdminCreateWorkshopDocument,
    "\n  mutation AdminUpdateWorkshop($input: UpdateWorkshopInput!, $logo: File) {\n    updateWorkshop(input: $input, logo: $logo) {\n      workshop {\n        ...AdminWorkshop\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n": types.AdminUpdateWorkshopDocument,
    "\n  mutation AdminDeleteWorkshop($workshopID: ID!) {\n    deleteWorkshop(workshopID: $workshopID) {\n      success\n    }\n  }\n": types.AdminDeleteWorkshopDocument,
    "\n  fragment FormErrorFields on FormError {\n    field\n    code\n    message\n  }\n": types.FormErrorFieldsFragmentDoc,
    "\n  fragment AuthSession_profile on Profile {\n    id\n    userName\n    firstname\n    lastname\n    token\n    isAdmin\n    errorMessage\n    roles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n    impersonator {\n      userID\n      userName\n    }\n    preferredLanguage\n  }\n": types.AuthSession_ProfileFragmentDoc,
    "\n  query SessionFetchProfile {\n    profile {\n      ...AuthSession_profile\n    }\n  }\n": types.SessionFetchProfileDocument,
    "\n  mutation SessionRefreshProfile {\n    refreshProfile {\n      ...AuthSession_profile\n    }\n  }\n": types.SessionRefreshProfileDocument,
    "\n  mutation SessionLogout {\n    logout\n  }\n": types.SessionLogoutDocument,
    "\n  mutation ImpersonationBannerStopImpersonation {\n    stopImpersonation {\n      ...AuthSession_profile\n    }\n  }\n": types.ImpersonationBannerStopImpersonationDocument,
    "\n  mutation HeaderSetMyLanguage($language: String!) {\n    setMyLanguage(language: $language) {\n      success\n    }\n  }\n": types.HeaderSetMyLanguageDocument,
    "\n  fragment StaffAppointment on Appointment {\n    appointmentID\n    workshopID\n    statusCode\n    statusName\n    type\n    mainAppointmentID\n    walkIn\n    priority\n    licensePlate\n    name\n    mobile\n    description\n    note\n    vehicleBrandID\n    vehicleModel\n    bookingDateTime\n    checkinDateTime\n    acceptanceDateTime\n    jobStartDateTime\n    jobEndDateTime\n    jobRejectDateTime\n    paymentDateTime\n    checkoutDateTime\n    jobEndSmsDateTime\n    assignedQueueID\n    acceptedBoxID\n    acceptedUserID\n    acceptedUser {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    hiddenAcceptance\n    thanksSmsEnabled\n    checkinAnomaly\n    waitingSpareParts\n    rejectReasonID\n    returningCustomerLastDate\n    returningCustomerReason\n    customerLanguage\n    smsConsent\n    smsConsentAt\n    privacyNoticeVersion\n    position\n    estimatedWaitMinutes\n    timing {\n      status\n      minutes\n    }\n    allowedActions\n    deletedAt\n    version\n  }\n": types.StaffAppointmentFragmentDoc,
    "\n  fragment StaffActionResult on AppointmentResult {\n    appointment {\n      ...StaffAppointment\n    }\n    formErrors {\n      ...FormErrorFields\n    }\n  }\n": types.StaffActionResultFragmentDoc,
    "\n  fragment StaffQueue on Queue {\n    queueID\n    workshopID\n    queueGroupID\n    name\n    color\n    isDefault\n    viewOrderNumber\n    waitingCount\n    waiting {\n      ...StaffAppointment\n    }\n    delayNotice {\n      text\n      minutes\n      createdAt\n      expiresAt\n    }\n  }\n": types.StaffQueueFragmentDoc,
    "\n  fragment StaffBox on Box {\n    boxID\n    workshopID\n    queueGroupID\n    name\n    aliases\n    orderNumber\n    notAvailable\n    visible\n    userID\n    user {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    currentAppointment {\n      ...StaffAppointment\n    }\n  }\n": types.StaffBoxFragmentDoc,
    "\n  fragment StaffCounts on QueueCounts {\n    workshopID\n    booked\n    checkedInBooked\n    checkedInRandom\n    accepted\n    managed\n    perQueue {\n      queueID\n      waiting\n    }\n  }\n": types.StaffCountsFragmentDoc,
    "\n  query StaffQueueGroups($workshopID: ID!) {\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      workshopID\n      name\n      color\n      queues {\n        queueID\n        workshopID\n        queueGroupID\n        name\n        color\n        isDefault\n        viewOrderNumber\n      }\n    }\n  }\n": types.StaffQueueGroupsDocument,
    "\n  query StaffQueues($workshopID: ID!, $queueGroupID: ID) {\n    queues(workshopID: $workshopID, queueGroupID: $queueGroupID) {\n      ...StaffQueue\n    }\n  }\n": types.StaffQueuesDocument,
    "\n  query StaffBoxes($workshopID: ID!, $queueGroupID: ID) {\n    boxes(workshopID: $workshopID, queueGroupID: $queueGroupID) {\n      ...StaffBox\n    }\n  }\n": types.StaffBoxesDocument,
    "\n  query StaffQueueCounts($workshopID: ID!) {\n    queueCounts(workshopID: $workshopID) {\n      ...StaffCounts\n    }\n  }\n": types.StaffQueueCountsDocument,
    "\n  query StaffAppointments($filter: AppointmentFilter!, $orderBy: AppointmentOrder) {\n    appointments(filter: $filter, first: 200, orderBy: $orderBy) {\n      totalCount\n      nodes {\n        ...StaffAppointment\n      }\n    }\n  }\n": types.StaffAppointmentsDocument,
    "\n  subscription StaffQueueChanged($workshopID: ID!) {\n    queueChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      queues {\n        ...StaffQueue\n        deletedAt\n      }\n      queueGroups {\n        queueGroupID\n        workshopID\n        name\n        color\n        deletedAt\n      }\n      counts {\n        ...StaffCounts\n      }\n      appointments {\n        ...StaffAppointment\n      }\n      deskSettings {\n        workshopID\n        timeZone\n        criticalThresholdMinutes\n        toleranceMinutes\n      }\n    }\n  }\n": types.StaffQueueChangedDocument,
    "\n  subscription StaffBoxesChanged($workshopID: ID!) {\n    boxesChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      boxes {\n        ...StaffBox\n        deletedAt\n      }\n    }\n  }\n": types.StaffBoxesChangedDocument,
    "\n  subscription StaffAppointmentChanged($appointmentID: ID!) {\n    appointmentChanged(appointmentID: $appointmentID) {\n      appointmentID\n      version\n      initial\n      appointment {\n        ...StaffAppointment\n      }\n    }\n  }\n": types.StaffAppointmentChangedDocument,
    "\n  mutation StaffNextCustomer($input: NextCustomerInput!) {\n    nextCustomer(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.StaffNextCustomerDocument,
    "\n  mutation StaffPickAppointment($input: PickAppointmentInput!) {\n    pickAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n": types.StaffPickAppointmentDocument,
    "\n  query TrackingScreenTracking($code: ID!) {\n    tracking(code: $code) {\n      ...TrackingScreen_tracking\n    }\n  }\n": types.TrackingScreenTrackingDocument,
    "\n  subscription TrackingScreenChanged($code: ID!) {\n    trackingChanged(code: $code) {\n      code\n      version\n      initial\n      tracking {\n        ...TrackingScreen_tracking\n      }\n    }\n  }\n": types.TrackingScreenChangedDocument,
    "\n  fragment TrackingScreen_tracking on Tracking {\n    code\n    workshopName\n    maskedPlate\n    statusCode\n    statusName\n    queueName\n    position\n    estimatedWaitMinutes\n    boxName\n    calledAt\n    jobStartDateTime\n    jobEndDateTime\n    paymentDateTime\n    checkoutDateTime\n    delayNotice {\n      text\n      minutes\n      createdAt\n    }\n  }\n": types.TrackingScreen_TrackingFragmentDoc,
    "\n  mutation TrackingScreenSetLanguage($code: ID!, $language: String!) {\n    setTrackingLanguage(code: $code, language: $language) {\n      success\n    }\n  }\n": types.TrackingScreenSetLanguageDocument,
    "\n  subscription AppointmentChanges($appointmentID: ID!) {\n    appointmentChanged(appointmentID: $appointmentID) {\n      appointmentID\n      version\n      initial\n    }\n  }\n": types.AppointmentChangesDocument,
    "\n  query MainLayoutFetchUserRoles($userID: ID!) {\n    userRoles(userID: $userID) {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n": types.MainLayoutFetchUserRolesDocument,
    "\n  query WorkshopDeskSettings($workshopID: ID!) {\n    workshopDeskSettings(workshopID: $workshopID) {\n      workshopID\n      timeZone\n      criticalThresholdMinutes\n      toleranceMinutes\n    }\n  }\n": types.WorkshopDeskSettingsDocument,
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
export function graphql(source: "\n  query SetupWorkshops {\n    workshops(first: 200) {\n      nodes {\n        workshopID\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SetupWorkshops {\n    workshops(first: 200) {\n      nodes {\n        workshopID\n        name\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation BoxAcceptanceJobStart($input: JobStartInput!) {\n    jobStart(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceJobStart($input: JobStartInput!) {\n    jobStart(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceJobReject($input: JobRejectInput!) {\n    jobReject(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceJobReject($input: JobRejectInput!) {\n    jobReject(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceJobEnd($input: AppointmentActionInput!) {\n    jobEnd(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceJobEnd($input: AppointmentActionInput!) {\n    jobEnd(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceUscita($input: AppointmentActionInput!) {\n    uscita(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceUscita($input: AppointmentActionInput!) {\n    uscita(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceHandOverVehicle($input: AppointmentActionInput!) {\n    handOverVehicle(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceHandOverVehicle($input: AppointmentActionInput!) {\n    handOverVehicle(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceConfirmExit($input: ConfirmExitInput!) {\n    confirmExit(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceConfirmExit($input: ConfirmExitInput!) {\n    confirmExit(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceGoBack($input: AppointmentActionInput!) {\n    goBack(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceGoBack($input: AppointmentActionInput!) {\n    goBack(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceReturnToQueue($input: AppointmentActionInput!) {\n    returnToQueue(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceReturnToQueue($input: AppointmentActionInput!) {\n    returnToQueue(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceUndoLastOperation($input: AppointmentActionInput!) {\n    undoLastOperation(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceUndoLastOperation($input: AppointmentActionInput!) {\n    undoLastOperation(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceSendJobEndSms($input: SendJobEndSmsInput!) {\n    sendJobEndSms(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceSendJobEndSms($input: SendJobEndSmsInput!) {\n    sendJobEndSms(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceSetThanksSms($input: SetThanksSmsInput!) {\n    setThanksSms(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceSetThanksSms($input: SetThanksSmsInput!) {\n    setThanksSms(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceCreateLog($input: CreateAppointmentLogInput!) {\n    createAppointmentLog(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceCreateLog($input: CreateAppointmentLogInput!) {\n    createAppointmentLog(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoxAcceptanceSetWaitingSpareParts($input: SetWaitingSparePartsInput!) {\n    setWaitingSpareParts(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation BoxAcceptanceSetWaitingSpareParts($input: SetWaitingSparePartsInput!) {\n    setWaitingSpareParts(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRejectReasons {\n    rejectReasons {\n      rejectReasonID\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminRejectReasons {\n    rejectReasons {\n      rejectReasonID\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateRejectReason($input: CreateRejectReasonInput!) {\n    createRejectReason(input: $input) {\n      rejectReason {\n        rejectReasonID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateRejectReason($input: CreateRejectReasonInput!) {\n    createRejectReason(input: $input) {\n      rejectReason {\n        rejectReasonID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateRejectReason($input: UpdateRejectReasonInput!) {\n    updateRejectReason(input: $input) {\n      rejectReason {\n        rejectReasonID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateRejectReason($input: UpdateRejectReasonInput!) {\n    updateRejectReason(input: $input) {\n      rejectReason {\n        rejectReasonID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteRejectReason($rejectReasonID: ID!) {\n    deleteRejectReason(rejectReasonID: $rejectReasonID) {\n      deletedID\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteRejectReason($rejectReasonID: ID!) {\n    deleteRejectReason(rejectReasonID: $rejectReasonID) {\n      deletedID\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSmsSenders {\n    smsSenders {\n      smsSenderID\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminSmsSenders {\n    smsSenders {\n      smsSenderID\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateSmsSender($input: CreateSmsSenderInput!) {\n    createSmsSender(input: $input) {\n      smsSender {\n        smsSenderID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateSmsSender($input: CreateSmsSenderInput!) {\n    createSmsSender(input: $input) {\n      smsSender {\n        smsSenderID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSmsSender($input: UpdateSmsSenderInput!) {\n    updateSmsSender(input: $input) {\n      smsSender {\n        smsSenderID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSmsSender($input: UpdateSmsSenderInput!) {\n    updateSmsSender(input: $input) {\n      smsSender {\n        smsSenderID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteSmsSender($smsSenderID: ID!) {\n    deleteSmsSender(smsSenderID: $smsSenderID) {\n      deletedID\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteSmsSender($smsSenderID: ID!) {\n    deleteSmsSender(smsSenderID: $smsSenderID) {\n      deletedID\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNews {\n    allNews {\n      newsID\n      title\n      description\n      publicationDate\n    }\n  }\n"): (typeof documents)["\n  query AdminNews {\n    allNews {\n      newsID\n      title\n      description\n      publicationDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateNews($input: CreateNewsInput!) {\n    createNews(input: $input) {\n      news {\n        newsID\n        title\n        description\n        publicationDate\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateNews($input: CreateNewsInput!) {\n    createNews(input: $input) {\n      news {\n        newsID\n        title\n        description\n        publicationDate\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateNews($input: UpdateNewsInput!) {\n    updateNews(input: $input) {\n      news {\n        newsID\n        title\n        description\n        publicationDate\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateNews($input: UpdateNewsInput!) {\n    updateNews(input: $input) {\n      news {\n        newsID\n        title\n        description\n        publicationDate\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteNews($newsID: ID!) {\n    deleteNews(newsID: $newsID) {\n      deletedID\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteNews($newsID: ID!) {\n    deleteNews(newsID: $newsID) {\n      deletedID\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($workshopID: ID!) {\n    apiKeys(workshopID: $workshopID) {\n      apiKeyID\n      workshopID\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys($workshopID: ID!) {\n    apiKeys(workshopID: $workshopID) {\n      apiKeyID\n      workshopID\n      name\n      prefix\n      scopes\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        apiKeyID\n        workshopID\n        name\n        prefix\n        scopes\n        createdAt\n        lastUsedAt\n        revokedAt\n      }\n      key\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        apiKeyID\n        workshopID\n        name\n        prefix\n        scopes\n        createdAt\n        lastUsedAt\n        revokedAt\n      }\n      key\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($apiKeyID: ID!) {\n    revokeApiKey(apiKeyID: $apiKeyID) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($apiKeyID: ID!) {\n    revokeApiKey(apiKeyID: $apiKeyID) {\n      success\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation AgendaCreateAppointment($input: AppointmentInput!) {\n    createAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation AgendaCreateAppointment($input: AppointmentInput!) {\n    createAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgendaUpdateAppointment($input: UpdateAppointmentInput!) {\n    updateAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation AgendaUpdateAppointment($input: UpdateAppointmentInput!) {\n    updateAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgendaDeleteAppointment($input: AppointmentActionInput!) {\n    deleteAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation AgendaDeleteAppointment($input: AppointmentActionInput!) {\n    deleteAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation CheckinRegisterWalkIn($input: RegisterNewAppointmentInput!) {\n    registerNewAppointment(input: $input) {\n      ...StaffActionResult\n      existingAppointmentID\n    }\n  }\n"): (typeof documents)["\n  mutation CheckinRegisterWalkIn($input: RegisterNewAppointmentInput!) {\n    registerNewAppointment(input: $input) {\n      ...StaffActionResult\n      existingAppointmentID\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckinCheckInBooked($input: CheckInBookedInput!) {\n    checkInBooked(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation CheckinCheckInBooked($input: CheckInBookedInput!) {\n    checkInBooked(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckinUndoCheckIn($input: AppointmentActionInput!) {\n    undoCheckIn(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation CheckinUndoCheckIn($input: AppointmentActionInput!) {\n    undoCheckIn(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckinDeleteCheckIn($input: AppointmentActionInput!) {\n    deleteCheckIn(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation CheckinDeleteCheckIn($input: AppointmentActionInput!) {\n    deleteCheckIn(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupDisplays($workshopID: ID!) {\n    monitors(workshopID: $workshopID) {\n      monitorID\n      name\n      userID\n      queueGroups {\n        queueGroupID\n        name\n        color\n        position\n      }\n    }\n    totems(workshopID: $workshopID) {\n      totemID\n      name\n      userID\n      totemQueues {\n        queueID\n        name\n        color\n        position\n        message\n        activity\n      }\n    }\n    deviceAccounts(workshopID: $workshopID) {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      name\n      queues {\n        queueID\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SetupDisplays($workshopID: ID!) {\n    monitors(workshopID: $workshopID) {\n      monitorID\n      name\n      userID\n      queueGroups {\n        queueGroupID\n        name\n        color\n        position\n      }\n    }\n    totems(workshopID: $workshopID) {\n      totemID\n      name\n      userID\n      totemQueues {\n        queueID\n        name\n        color\n        position\n        message\n        activity\n      }\n    }\n    deviceAccounts(workshopID: $workshopID) {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      name\n      queues {\n        queueID\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupCreateMonitor($input: CreateMonitorInput!) {\n    createMonitor(input: $input) {\n      monitor {\n        monitorID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupCreateMonitor($input: CreateMonitorInput!) {\n    createMonitor(input: $input) {\n      monitor {\n        monitorID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupUpdateMonitor($input: UpdateMonitorInput!) {\n    updateMonitor(input: $input) {\n      monitor {\n        monitorID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupUpdateMonitor($input: UpdateMonitorInput!) {\n    updateMonitor(input: $input) {\n      monitor {\n        monitorID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupDeleteMonitor($monitorID: ID!) {\n    deleteMonitor(monitorID: $monitorID) {\n      deletedID\n    }\n  }\n"): (typeof documents)["\n  mutation SetupDeleteMonitor($monitorID: ID!) {\n    deleteMonitor(monitorID: $monitorID) {\n      deletedID\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupCreateTotem($input: CreateTotemInput!) {\n    createTotem(input: $input) {\n      totem {\n        totemID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupCreateTotem($input: CreateTotemInput!) {\n    createTotem(input: $input) {\n      totem {\n        totemID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupUpdateTotem($input: UpdateTotemInput!) {\n    updateTotem(input: $input) {\n      totem {\n        totemID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupUpdateTotem($input: UpdateTotemInput!) {\n    updateTotem(input: $input) {\n      totem {\n        totemID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupDeleteTotem($totemID: ID!) {\n    deleteTotem(totemID: $totemID) {\n      deletedID\n    }\n  }\n"): (typeof documents)["\n  mutation SetupDeleteTotem($totemID: ID!) {\n    deleteTotem(totemID: $totemID) {\n      deletedID\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSlogan on Slogan {\n    sloganID\n    workshopID\n    title\n    text\n    order\n    duration\n    isVisible\n  }\n"): (typeof documents)["\n  fragment AdminSlogan on Slogan {\n    sloganID\n    workshopID\n    title\n    text\n    order\n    duration\n    isVisible\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSlogans($workshopID: ID!) {\n    allSlogans(workshopID: $workshopID) {\n      ...AdminSlogan\n    }\n  }\n"): (typeof documents)["\n  query AdminSlogans($workshopID: ID!) {\n    allSlogans(workshopID: $workshopID) {\n      ...AdminSlogan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateSlogan($input: CreateSloganInput!) {\n    createSlogan(input: $input) {\n      slogan {\n        ...AdminSlogan\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateSlogan($input: CreateSloganInput!) {\n    createSlogan(input: $input) {\n      slogan {\n        ...AdminSlogan\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSlogan($input: UpdateSloganInput!) {\n    updateSlogan(input: $input) {\n      slogan {\n        ...AdminSlogan\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSlogan($input: UpdateSloganInput!) {\n    updateSlogan(input: $input) {\n      slogan {\n        ...AdminSlogan\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteSlogan($sloganID: ID!) {\n    deleteSlogan(sloganID: $sloganID) {\n      deletedID\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteSlogan($sloganID: ID!) {\n    deleteSlogan(sloganID: $sloganID) {\n      deletedID\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowUpsLogs($filter: LogFilter!, $first: Int, $after: String) {\n    logs(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        appointmentLogID\n        appointmentID\n        actionType\n        dateTime\n        notes\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n        appointment {\n          ...StaffAppointment\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FollowUpsLogs($filter: LogFilter!, $first: Int, $after: String) {\n    logs(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        appointmentLogID\n        appointmentID\n        actionType\n        dateTime\n        notes\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n        appointment {\n          ...StaffAppointment\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowUpsCustomerSearch($filter: AppointmentFilter!) {\n    appointments(filter: $filter, first: 8, orderBy: CHECKIN_DATE_TIME_DESC) {\n      nodes {\n        ...StaffAppointment\n      }\n    }\n  }\n"): (typeof documents)["\n  query FollowUpsCustomerSearch($filter: AppointmentFilter!) {\n    appointments(filter: $filter, first: 8, orderBy: CHECKIN_DATE_TIME_DESC) {\n      nodes {\n        ...StaffAppointment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowUpsRecord($input: CreateAppointmentLogInput!) {\n    createAppointmentLog(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation FollowUpsRecord($input: CreateAppointmentLogInput!) {\n    createAppointmentLog(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HomeBroadcastDelayNotice($input: BroadcastDelayNoticeInput!) {\n    broadcastDelayNotice(input: $input) {\n      delayNotice {\n        queueID\n        text\n        minutes\n        createdAt\n        expiresAt\n      }\n      waitingCount\n      smsCount\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HomeBroadcastDelayNotice($input: BroadcastDelayNoticeInput!) {\n    broadcastDelayNotice(input: $input) {\n      delayNotice {\n        queueID\n        text\n        minutes\n        createdAt\n        expiresAt\n      }\n      waitingCount\n      smsCount\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HomeClearDelayNotice($queueID: ID!) {\n    clearDelayNotice(queueID: $queueID) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation HomeClearDelayNotice($queueID: ID!) {\n    clearDelayNotice(queueID: $queueID) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeNews {\n    news {\n      newsID\n      title\n      description\n      publicationDate\n    }\n  }\n"): (typeof documents)["\n  query HomeNews {\n    news {\n      newsID\n      title\n      description\n      publicationDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopLogPage($filter: LogFilter!, $first: Int, $after: String) {\n    logs(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        appointmentLogID\n        appointmentID\n        actionType\n        dateTime\n        notes\n        fromStatus\n        toStatus\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n        appointment {\n          appointmentID\n          licensePlate\n          statusCode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkshopLogPage($filter: LogFilter!, $first: Int, $after: String) {\n    logs(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        appointmentLogID\n        appointmentID\n        actionType\n        dateTime\n        notes\n        fromStatus\n        toStatus\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n        appointment {\n          appointmentID\n          licensePlate\n          statusCode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchAcceptors($workshopID: ID!, $term: String) {\n    searchAcceptors(workshopID: $workshopID, term: $term) {\n      userID\n      userName\n      firstname\n      lastname\n    }\n  }\n"): (typeof documents)["\n  query SearchAcceptors($workshopID: ID!, $term: String) {\n    searchAcceptors(workshopID: $workshopID, term: $term) {\n      userID\n      userName\n      firstname\n      lastname\n    }\n  }\n"];
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
export function graphql(source: "\n  query MonitorScreenVideos($monitorID: ID!) {\n    monitor(monitorID: $monitorID) {\n      monitorID\n      videos\n    }\n  }\n"): (typeof documents)["\n  query MonitorScreenVideos($monitorID: ID!) {\n    monitor(monitorID: $monitorID) {\n      monitorID\n      videos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MonitorScreenCalls($monitorID: ID!) {\n    monitorCalls(monitorID: $monitorID) {\n      monitorID\n      version\n      initial\n      calls {\n        callID\n        appointmentID\n        licensePlate\n        boxID\n        boxName\n        queueName\n        queueColor\n        calledAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MonitorScreenCalls($monitorID: ID!) {\n    monitorCalls(monitorID: $monitorID) {\n      monitorID\n      version\n      initial\n      calls {\n        callID\n        appointmentID\n        licensePlate\n        boxID\n        boxName\n        queueName\n        queueColor\n        calledAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScreenHeartbeat($input: ScreenHeartbeatInput!) {\n    reportScreenHeartbeat(input: $input) {\n      recorded\n    }\n  }\n"): (typeof documents)["\n  mutation ScreenHeartbeat($input: ScreenHeartbeatInput!) {\n    reportScreenHeartbeat(input: $input) {\n      recorded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxList($filter: OutboxFilter!, $first: Int, $after: String) {\n    outboxMessages(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...OutboxRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutboxList($filter: OutboxFilter!, $first: Int, $after: String) {\n    outboxMessages(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...OutboxRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutboxRow on OutboxMessage {\n    outboxMessageID\n    channel\n    kind\n    recipient\n    recipientMasked\n    subject\n    body\n    contentHidden\n    status\n    attempts\n    lastError\n    appointmentID\n    createdAt\n    scheduledAt\n    sentAt\n    canResend\n  }\n"): (typeof documents)["\n  fragment OutboxRow on OutboxMessage {\n    outboxMessageID\n    channel\n    kind\n    recipient\n    recipientMasked\n    subject\n    body\n    contentHidden\n    status\n    attempts\n    lastError\n    appointmentID\n    createdAt\n    scheduledAt\n    sentAt\n    canResend\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OutboxResend($outboxMessageID: ID!) {\n    resendMessage(outboxMessageID: $outboxMessageID) {\n      ...OutboxRow\n    }\n  }\n"): (typeof documents)["\n  mutation OutboxResend($outboxMessageID: ID!) {\n    resendMessage(outboxMessageID: $outboxMessageID) {\n      ...OutboxRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupParameters($workshopID: ID!) {\n    parameters(workshopID: $workshopID) {\n      workshopID\n      acceptanceDurationMinutes\n      toleranceMinutes\n      criticalThresholdAlertMinutes\n      criticalGlobalWaitingTimeInMinutes\n      maxWaitingTimeInMinutes\n      acceptorInactivityTimeInMinutes\n      assistedCheckin\n      assistedCheckout\n      preferredResourceEnabled\n      warningsEnabled\n      smsSenderID\n      videosEnabled\n      payOnlineSmsEnabled\n      nightSmsAllowed\n      youAreNextPosition\n      delayNoticeSmsEnabled\n      autoRecalcQueueEnabled\n      bookingOfficeEmail\n      bookingOfficeTelephone\n      queueUploadColumn\n      criticalThresholdAlertChannel\n      criticalThresholdAlertRepeatMinutes\n      globalWaitingTimeAlertChannel\n      globalWaitingTimeAlertRepeatMinutes\n      acceptorInactivityAlertChannel\n      acceptorInactivityAlertRepeatMinutes\n      screenOfflineAlertMinutes\n      screenOfflineAlertChannel\n      screenOfflineAlertRepeatMinutes\n      automaticSurveyEnabled\n      automaticSurveyText\n      onDemandSurveyEnabled\n      processingCompleted\n      welcome\n      thankYou\n      thankYouSmsDelayInMinutes\n      personalDataRetentionMonths\n      privacyNoticeIt\n      privacyNoticeEn\n      privacyNoticeVersion\n      privacyNotice {\n        workshopName\n        version\n        textIt\n        textEn\n      }\n      thankYouSmsDisabled\n      completedCustomerSurvey\n      onRequestCustomerSurvey\n      payOnline\n      reminder\n      confirmAppointment\n      withdrawReminder\n      randomCheckinWelcome\n      vehicleCollectionConfirmation\n      youAreNext\n      workshopRoleWarnings {\n        roleName\n        alertTypeID\n      }\n      dailyStatisticsRoleNames\n    }\n    smsSenders {\n      smsSenderID\n      name\n    }\n  }\n"): (typeof documents)["\n  query SetupParameters($workshopID: ID!) {\n    parameters(workshopID: $workshopID) {\n      workshopID\n      acceptanceDurationMinutes\n      toleranceMinutes\n      criticalThresholdAlertMinutes\n      criticalGlobalWaitingTimeInMinutes\n      maxWaitingTimeInMinutes\n      acceptorInactivityTimeInMinutes\n      assistedCheckin\n      assistedCheckout\n      preferredResourceEnabled\n      warningsEnabled\n      smsSenderID\n      videosEnabled\n      payOnlineSmsEnabled\n      nightSmsAllowed\n      youAreNextPosition\n      delayNoticeSmsEnabled\n      autoRecalcQueueEnabled\n      bookingOfficeEmail\n      bookingOfficeTelephone\n      queueUploadColumn\n      criticalThresholdAlertChannel\n      criticalThresholdAlertRepeatMinutes\n      globalWaitingTimeAlertChannel\n      globalWaitingTimeAlertRepeatMinutes\n      acceptorInactivityAlertChannel\n      acceptorInactivityAlertRepeatMinutes\n      screenOfflineAlertMinutes\n      screenOfflineAlertChannel\n      screenOfflineAlertRepeatMinutes\n      automaticSurveyEnabled\n      automaticSurveyText\n      onDemandSurveyEnabled\n      processingCompleted\n      welcome\n      thankYou\n      thankYouSmsDelayInMinutes\n      personalDataRetentionMonths\n      privacyNoticeIt\n      privacyNoticeEn\n      privacyNoticeVersion\n      privacyNotice {\n        workshopName\n        version\n        textIt\n        textEn\n      }\n      thankYouSmsDisabled\n      completedCustomerSurvey\n      onRequestCustomerSurvey\n      payOnline\n      reminder\n      confirmAppointment\n      withdrawReminder\n      randomCheckinWelcome\n      vehicleCollectionConfirmation\n      youAreNext\n      workshopRoleWarnings {\n        roleName\n        alertTypeID\n      }\n      dailyStatisticsRoleNames\n    }\n    smsSenders {\n      smsSenderID\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupUpdateParameters($input: UpdateParametersInput!) {\n    updateParameters(input: $input) {\n      parameters {\n        workshopID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupUpdateParameters($input: UpdateParametersInput!) {\n    updateParameters(input: $input) {\n      parameters {\n        workshopID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerVisits($input: CustomerSearchInput!) {\n    customerVisits(input: $input) {\n      appointmentID\n      workshopID\n      workshopName\n      name\n      licensePlate\n      mobile\n      email\n      statusCode\n      createdAt\n      checkoutDateTime\n      live\n      anonymisedAt\n    }\n  }\n"): (typeof documents)["\n  query CustomerVisits($input: CustomerSearchInput!) {\n    customerVisits(input: $input) {\n      appointmentID\n      workshopID\n      workshopName\n      name\n      licensePlate\n      mobile\n      email\n      statusCode\n      createdAt\n      checkoutDateTime\n      live\n      anonymisedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDataExport($input: CustomerSearchInput!) {\n    customerDataExport(input: $input)\n  }\n"): (typeof documents)["\n  query CustomerDataExport($input: CustomerSearchInput!) {\n    customerDataExport(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseCustomerData($input: CustomerSearchInput!) {\n    eraseCustomerData(input: $input) {\n      erased\n      live\n    }\n  }\n"): (typeof documents)["\n  mutation EraseCustomerData($input: CustomerSearchInput!) {\n    eraseCustomerData(input: $input) {\n      erased\n      live\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupQueueStructure($workshopID: ID!) {\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      name\n      color\n      queues {\n        queueID\n        queueGroupID\n        name\n        color\n        message\n        isDefault\n        viewOrderNumber\n        waitingCount\n      }\n    }\n    boxes(workshopID: $workshopID) {\n      boxID\n      queueGroupID\n      name\n      aliases\n      orderNumber\n      notAvailable\n      visible\n      userID\n      user {\n        userID\n        firstname\n        lastname\n        userName\n      }\n      currentAppointment {\n        appointmentID\n        licensePlate\n      }\n    }\n    workshop(workshopID: $workshopID) {\n      workshopID\n      userWorkshopRoles {\n        userWorkshopRoleID\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SetupQueueStructure($workshopID: ID!) {\n    queueGroups(workshopID: $workshopID) {\n      queueGroupID\n      name\n      color\n      queues {\n        queueID\n        queueGroupID\n        name\n        color\n        message\n        isDefault\n        viewOrderNumber\n        waitingCount\n      }\n    }\n    boxes(workshopID: $workshopID) {\n      boxID\n      queueGroupID\n      name\n      aliases\n      orderNumber\n      notAvailable\n      visible\n      userID\n      user {\n        userID\n        firstname\n        lastname\n        userName\n      }\n      currentAppointment {\n        appointmentID\n        licensePlate\n      }\n    }\n    workshop(workshopID: $workshopID) {\n      workshopID\n      userWorkshopRoles {\n        userWorkshopRoleID\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupCreateQueueGroup($input: CreateQueueGroupInput!) {\n    createQueueGroup(input: $input) {\n      queueGroup {\n        queueGroupID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupCreateQueueGroup($input: CreateQueueGroupInput!) {\n    createQueueGroup(input: $input) {\n      queueGroup {\n        queueGroupID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupUpdateQueueGroup($input: UpdateQueueGroupInput!) {\n    updateQueueGroup(input: $input) {\n      queueGroup {\n        queueGroupID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupUpdateQueueGroup($input: UpdateQueueGroupInput!) {\n    updateQueueGroup(input: $input) {\n      queueGroup {\n        queueGroupID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupDeleteQueueGroup($queueGroupID: ID!) {\n    deleteQueueGroup(queueGroupID: $queueGroupID) {\n      deletedID\n    }\n  }\n"): (typeof documents)["\n  mutation SetupDeleteQueueGroup($queueGroupID: ID!) {\n    deleteQueueGroup(queueGroupID: $queueGroupID) {\n      deletedID\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupCreateQueue($input: CreateQueueInput!) {\n    createQueue(input: $input) {\n      queue {\n        queueID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupCreateQueue($input: CreateQueueInput!) {\n    createQueue(input: $input) {\n      queue {\n        queueID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupUpdateQueue($input: UpdateQueueInput!) {\n    updateQueue(input: $input) {\n      queue {\n        queueID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupUpdateQueue($input: UpdateQueueInput!) {\n    updateQueue(input: $input) {\n      queue {\n        queueID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupDeleteQueue($queueID: ID!) {\n    deleteQueue(queueID: $queueID) {\n      deletedID\n    }\n  }\n"): (typeof documents)["\n  mutation SetupDeleteQueue($queueID: ID!) {\n    deleteQueue(queueID: $queueID) {\n      deletedID\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupCreateBox($input: CreateBoxInput!) {\n    createBox(input: $input) {\n      box {\n        boxID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupCreateBox($input: CreateBoxInput!) {\n    createBox(input: $input) {\n      box {\n        boxID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupUpdateBox($input: UpdateBoxInput!) {\n    updateBox(input: $input) {\n      box {\n        boxID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupUpdateBox($input: UpdateBoxInput!) {\n    updateBox(input: $input) {\n      box {\n        boxID\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupDeleteBox($boxID: ID!) {\n    deleteBox(boxID: $boxID) {\n      deletedID\n    }\n  }\n"): (typeof documents)["\n  mutation SetupDeleteBox($boxID: ID!) {\n    deleteBox(boxID: $boxID) {\n      deletedID\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScreenDevices($workshopID: ID!) {\n    screenDevices(workshopID: $workshopID) {\n      screenDeviceID\n      kind\n      screenID\n      screenName\n      version\n      userAgent\n      firstSeenAt\n      lastSeenAt\n      state\n    }\n  }\n"): (typeof documents)["\n  query ScreenDevices($workshopID: ID!) {\n    screenDevices(workshopID: $workshopID) {\n      screenDeviceID\n      kind\n      screenID\n      screenName\n      version\n      userAgent\n      firstSeenAt\n      lastSeenAt\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgetScreenDevice($screenDeviceID: ID!) {\n    forgetScreenDevice(screenDeviceID: $screenDeviceID) {\n      deletedID\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation ForgetScreenDevice($screenDeviceID: ID!) {\n    forgetScreenDevice(screenDeviceID: $screenDeviceID) {\n      deletedID\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StaffAlerts($workshopID: ID!) {\n    staffAlerts(workshopID: $workshopID) {\n      initial\n      alerts {\n        alertKey\n        alertType\n        state\n        plate\n        minutes\n        waiting\n        box\n        acceptor\n        screen\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription StaffAlerts($workshopID: ID!) {\n    staffAlerts(workshopID: $workshopID) {\n      initial\n      alerts {\n        alertKey\n        alertType\n        state\n        plate\n        minutes\n        waiting\n        box\n        acceptor\n        screen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopStatsPdf(\n    $workshopID: ID!\n    $appointmentsFromDate: String!\n    $appointmentsToDate: String!\n    $entryType: StatsEntryType\n  ) {\n    downloadWorkshopStatsPDF(\n      workshopID: $workshopID\n      appointmentsFromDate: $appointmentsFromDate\n      appointmentsToDate: $appointmentsToDate\n      entryType: $entryType\n    ) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"): (typeof documents)["\n  query WorkshopStatsPdf(\n    $workshopID: ID!\n    $appointmentsFromDate: String!\n    $appointmentsToDate: String!\n    $entryType: StatsEntryType\n  ) {\n    downloadWorkshopStatsPDF(\n      workshopID: $workshopID\n      appointmentsFromDate: $appointmentsFromDate\n      appointmentsToDate: $appointmentsToDate\n      entryType: $entryType\n    ) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatisticsFigures on WorkshopStats {\n    fromDay\n    toDay\n    entryType\n    averageAcceptanceMinutes\n    averageWaitingMinutes\n    globalWaitingMinutes\n    checkedOutVehicles\n    exitInterviewPercentage\n    proactiveInfoPercentage\n    appointmentsCheckins\n    appointmentsNoShow\n    appointmentsRandom\n    timing {\n      early\n      onTime\n      late\n      earlyPercentage\n      onTimePercentage\n      latePercentage\n    }\n    perAcceptor {\n      userID\n      name\n      served\n      averageWaitingMinutes\n      averageJobMinutes\n    }\n    perQueue {\n      queueID\n      name\n      checkins\n      averageWaitingMinutes\n    }\n    workingDetails {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment StatisticsFigures on WorkshopStats {\n    fromDay\n    toDay\n    entryType\n    averageAcceptanceMinutes\n    averageWaitingMinutes\n    globalWaitingMinutes\n    checkedOutVehicles\n    exitInterviewPercentage\n    proactiveInfoPercentage\n    appointmentsCheckins\n    appointmentsNoShow\n    appointmentsRandom\n    timing {\n      early\n      onTime\n      late\n      earlyPercentage\n      onTimePercentage\n      latePercentage\n    }\n    perAcceptor {\n      userID\n      name\n      served\n      averageWaitingMinutes\n      averageJobMinutes\n    }\n    perQueue {\n      queueID\n      name\n      checkins\n      averageWaitingMinutes\n    }\n    workingDetails {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopStats($input: StatsRangeInput!) {\n    workshopStats(input: $input) {\n      ...StatisticsFigures\n    }\n  }\n"): (typeof documents)["\n  query WorkshopStats($input: StatsRangeInput!) {\n    workshopStats(input: $input) {\n      ...StatisticsFigures\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentStats($input: StatsRangeInput!) {\n    appointmentStats(input: $input) {\n      fromDay\n      toDay\n      entryType\n      arrivalsByHour {\n        hour\n        arrivals\n      }\n      waitsByDay {\n        day\n        arrivals\n        averageWaitingMinutes\n        globalWaitingMinutes\n      }\n      timingStatus {\n        status\n        count\n        percentage\n      }\n      perAcceptor {\n        userID\n        name\n        served\n        averageWaitingMinutes\n        averageJobMinutes\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppointmentStats($input: StatsRangeInput!) {\n    appointmentStats(input: $input) {\n      fromDay\n      toDay\n      entryType\n      arrivalsByHour {\n        hour\n        arrivals\n      }\n      waitsByDay {\n        day\n        arrivals\n        averageWaitingMinutes\n        globalWaitingMinutes\n      }\n      timingStatus {\n        status\n        count\n        percentage\n      }\n      perAcceptor {\n        userID\n        name\n        served\n        averageWaitingMinutes\n        averageJobMinutes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExitInterviewStats($input: StatsRangeInput!) {\n    exitInterviewStats(input: $input) {\n      fromDay\n      toDay\n      answeredSurveys\n      skippedSurveys\n      questions {\n        position\n        text\n        questionTypeID\n        answered\n        skipped\n        average\n        distribution {\n          value\n          count\n          percentage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExitInterviewStats($input: StatsRangeInput!) {\n    exitInterviewStats(input: $input) {\n      fromDay\n      toDay\n      answeredSurveys\n      skippedSurveys\n      questions {\n        position\n        text\n        questionTypeID\n        answered\n        skipped\n        average\n        distribution {\n          value\n          count\n          percentage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopKpis($workshopID: ID!) {\n    kpis(workshopID: $workshopID) {\n      workshopID\n      day\n      waitingNow\n      inBoxNow\n      inWorkshopNow\n      longestWaitMinutes\n      bookedToday\n      expectedToday\n      arrivedToday\n      checkedOutToday\n      averageWaitingMinutesToday\n    }\n  }\n"): (typeof documents)["\n  query WorkshopKpis($workshopID: ID!) {\n    kpis(workshopID: $workshopID) {\n      workshopID\n      day\n      waitingNow\n      inBoxNow\n      inWorkshopNow\n      longestWaitMinutes\n      bookedToday\n      expectedToday\n      arrivedToday\n      checkedOutToday\n      averageWaitingMinutesToday\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerSurveyPage($token: String!) {\n    customerSurvey(token: $token) {\n      workshopName\n      expiresAt\n      questions {\n        questionID\n        text\n        questionTypeID\n        position\n      }\n      privacyNotice {\n        workshopName\n        version\n        textIt\n        textEn\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerSurveyPage($token: String!) {\n    customerSurvey(token: $token) {\n      workshopName\n      expiresAt\n      questions {\n        questionID\n        text\n        questionTypeID\n        position\n      }\n      privacyNotice {\n        workshopName\n        version\n        textIt\n        textEn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerSurveySubmit($token: String!, $answers: [CustomerSurveyAnswerInput!]!, $notes: String) {\n    submitCustomerSurvey(token: $token, answers: $answers, notes: $notes) {\n      success\n      errorCode\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CustomerSurveySubmit($token: String!, $answers: [CustomerSurveyAnswerInput!]!, $notes: String) {\n    submitCustomerSurvey(token: $token, answers: $answers, notes: $notes) {\n      success\n      errorCode\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerSurveySkip($token: String!) {\n    skipCustomerSurvey(token: $token) {\n      success\n      errorCode\n    }\n  }\n"): (typeof documents)["\n  mutation CustomerSurveySkip($token: String!) {\n    skipCustomerSurvey(token: $token) {\n      success\n      errorCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentSurveyCard_survey on Appointment {\n    appointmentID\n    surveyRequestable\n    surveyCorrectable\n    survey {\n      kind\n      sentAt\n      expiresAt\n      closedAt\n      outcome\n      notes\n      answers {\n        customerSurveyAnswerID\n        questionText\n        answerTypeID\n        answerText\n        position\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AppointmentSurveyCard_survey on Appointment {\n    appointmentID\n    surveyRequestable\n    surveyCorrectable\n    survey {\n      kind\n      sentAt\n      expiresAt\n      closedAt\n      outcome\n      notes\n      answers {\n        customerSurveyAnswerID\n        questionText\n        answerTypeID\n        answerText\n        position\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentSurveyCard($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...AppointmentSurveyCard_survey\n    }\n  }\n"): (typeof documents)["\n  query AppointmentSurveyCard($appointmentID: ID!) {\n    appointment(appointmentID: $appointmentID) {\n      ...AppointmentSurveyCard_survey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppointmentSurveyCorrect(\n    $appointmentID: ID!\n    $answers: [SurveyAnswerCorrectionInput!]!\n    $notes: String\n  ) {\n    updateSurveyAnswers(appointmentID: $appointmentID, answers: $answers, notes: $notes) {\n      answers {\n        customerSurveyAnswerID\n        answerText\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AppointmentSurveyCorrect(\n    $appointmentID: ID!\n    $answers: [SurveyAnswerCorrectionInput!]!\n    $notes: String\n  ) {\n    updateSurveyAnswers(appointmentID: $appointmentID, answers: $answers, notes: $notes) {\n      answers {\n        customerSurveyAnswerID\n        answerText\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppointmentSurveySend($appointmentID: ID!) {\n    sendCustomerSurvey(appointmentID: $appointmentID) {\n      ...AppointmentSurveyCard_survey\n    }\n  }\n"): (typeof documents)["\n  mutation AppointmentSurveySend($appointmentID: ID!) {\n    sendCustomerSurvey(appointmentID: $appointmentID) {\n      ...AppointmentSurveyCard_survey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSurveyQuestions($workshopID: ID!) {\n    surveyQuestions(workshopID: $workshopID) {\n      customerSurveyQuestionID\n      workshopID\n      text\n      questionTypeID\n      position\n    }\n  }\n"): (typeof documents)["\n  query AdminSurveyQuestions($workshopID: ID!) {\n    surveyQuestions(workshopID: $workshopID) {\n      customerSurveyQuestionID\n      workshopID\n      text\n      questionTypeID\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveSurveyQuestions($workshopID: ID!, $questions: [SurveyQuestionInput!]!) {\n    saveSurveyQuestions(workshopID: $workshopID, questions: $questions) {\n      questions {\n        customerSurveyQuestionID\n        workshopID\n        text\n        questionTypeID\n        position\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveSurveyQuestions($workshopID: ID!, $questions: [SurveyQuestionInput!]!) {\n    saveSurveyQuestions(workshopID: $workshopID, questions: $questions) {\n      questions {\n        customerSurveyQuestionID\n        workshopID\n        text\n        questionTypeID\n        position\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TotemScreenMyTotems {\n    myTotems {\n      totemID\n      name\n      workshopID\n      workshopName\n      timeZone\n      assistedCheckin\n      assistedCheckout\n      totemQueues {\n        queueID\n        name\n        color\n        message\n        activity\n        position\n      }\n      privacyNotice {\n        workshopName\n        version\n        textIt\n        textEn\n      }\n    }\n  }\n"): (typeof documents)["\n  query TotemScreenMyTotems {\n    myTotems {\n      totemID\n      name\n      workshopID\n      workshopName\n      timeZone\n      assistedCheckin\n      assistedCheckout\n      totemQueues {\n        queueID\n        name\n        color\n        message\n        activity\n        position\n      }\n      privacyNotice {\n        workshopName\n        version\n        textIt\n        textEn\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query TotemScreenFindVehicle($totemID: ID!, $search: String!) {\n    totemFindVehicle(totemID: $totemID, search: $search) {\n      appointmentID\n      maskedPlate\n      displayName\n      state\n      paid\n      estimatedReadyAt\n      pickupBookedAt\n      inPickupQueue\n      bookingToken\n    }\n  }\n"): (typeof documents)["\n  query TotemScreenFindVehicle($totemID: ID!, $search: String!) {\n    totemFindVehicle(totemID: $totemID, search: $search) {\n      appointmentID\n      maskedPlate\n      displayName\n      state\n      paid\n      estimatedReadyAt\n      pickupBookedAt\n      inPickupQueue\n      bookingToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TotemScreen_welcome on TotemWelcome {\n    code\n    trackingUrl\n    maskedPlate\n    queueName\n    position\n    estimatedWaitMinutes\n  }\n"): (typeof documents)["\n  fragment TotemScreen_welcome on TotemWelcome {\n    code\n    trackingUrl\n    maskedPlate\n    queueName\n    position\n    estimatedWaitMinutes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TotemScreenCheckInPickup($input: TotemPickupInput!) {\n    totemCheckInPickup(input: $input) {\n      welcome {\n        ...TotemScreen_welcome\n      }\n      problem\n      estimatedReadyAt\n    }\n  }\n"): (typeof documents)["\n  mutation TotemScreenCheckInPickup($input: TotemPickupInput!) {\n    totemCheckInPickup(input: $input) {\n      welcome {\n        ...TotemScreen_welcome\n      }\n      problem\n      estimatedReadyAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TotemScreen_answer on TotemCheckInResult {\n    welcome {\n      ...TotemScreen_welcome\n    }\n    problem\n    bookingDateTime\n    formErrors {\n      field\n      code\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment TotemScreen_answer on TotemCheckInResult {\n    welcome {\n      ...TotemScreen_welcome\n    }\n    problem\n    bookingDateTime\n    formErrors {\n      field\n      code\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TotemScreenCheckIn($input: TotemCheckInInput!) {\n    totemCheckIn(input: $input) {\n      ...TotemScreen_answer\n    }\n  }\n"): (typeof documents)["\n  mutation TotemScreenCheckIn($input: TotemCheckInInput!) {\n    totemCheckIn(input: $input) {\n      ...TotemScreen_answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TotemScreenRegisterWalkIn($input: TotemWalkInInput!) {\n    totemRegisterWalkIn(input: $input) {\n      ...TotemScreen_answer\n    }\n  }\n"): (typeof documents)["\n  mutation TotemScreenRegisterWalkIn($input: TotemWalkInInput!) {\n    totemRegisterWalkIn(input: $input) {\n      ...TotemScreen_answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UploadState on AppointmentsUpload {\n    uploadID\n    workshopID\n    fileName\n    fileSize\n    status\n    errorCode\n    isProcessed\n    isSuccessful\n    successful\n    created\n    updated\n    skipped\n    errors\n    totalRows\n    processedRows\n    undone\n    kept\n    from\n    to\n    createdAt\n    appliedAt\n    undoneAt\n    fileDeletedAt\n    userName\n  }\n"): (typeof documents)["\n  fragment UploadState on AppointmentsUpload {\n    uploadID\n    workshopID\n    fileName\n    fileSize\n    status\n    errorCode\n    isProcessed\n    isSuccessful\n    successful\n    created\n    updated\n    skipped\n    errors\n    totalRows\n    processedRows\n    undone\n    kept\n    from\n    to\n    createdAt\n    appliedAt\n    undoneAt\n    fileDeletedAt\n    userName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadsList($workshopID: ID!, $first: Int) {\n    appointmentsUploads(workshopID: $workshopID, first: $first) {\n      ...UploadState\n    }\n  }\n"): (typeof documents)["\n  query UploadsList($workshopID: ID!, $first: Int) {\n    appointmentsUploads(workshopID: $workshopID, first: $first) {\n      ...UploadState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadReport($uploadID: ID!, $first: Int) {\n    appointmentsUpload(uploadID: $uploadID) {\n      ...UploadState\n      messages(first: $first) {\n        messageID\n        messageType\n        message\n        code\n        rowNumber\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  query UploadReport($uploadID: ID!, $first: Int) {\n    appointmentsUpload(uploadID: $uploadID) {\n      ...UploadState\n      messages(first: $first) {\n        messageID\n        messageType\n        message\n        code\n        rowNumber\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadPreviewRows(\n    $uploadID: ID!\n    $first: Int\n    $after: String\n    $action: AppointmentsUploadRowAction\n  ) {\n    appointmentsUpload(uploadID: $uploadID) {\n      uploadID\n      previewRows(first: $first, after: $after, action: $action) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          rowNumber\n          action\n          licensePlate\n          name\n          bookingDateTime\n          queueName\n          appointmentID\n          messages {\n            messageID\n            code\n            message\n            field\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UploadPreviewRows(\n    $uploadID: ID!\n    $first: Int\n    $after: String\n    $action: AppointmentsUploadRowAction\n  ) {\n    appointmentsUpload(uploadID: $uploadID) {\n      uploadID\n      previewRows(first: $first, after: $after, action: $action) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          rowNumber\n          action\n          licensePlate\n          name\n          bookingDateTime\n          queueName\n          appointmentID\n          messages {\n            messageID\n            code\n            message\n            field\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadFormat($workshopID: ID!) {\n    appointmentsUploadFormat(workshopID: $workshopID) {\n      field\n      name\n      required\n      headers\n    }\n  }\n"): (typeof documents)["\n  query UploadFormat($workshopID: ID!) {\n    appointmentsUploadFormat(workshopID: $workshopID) {\n      field\n      name\n      required\n      headers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UploadProgress($uploadID: ID!) {\n    uploadProgress(uploadID: $uploadID) {\n      ...UploadState\n    }\n  }\n"): (typeof documents)["\n  subscription UploadProgress($uploadID: ID!) {\n    uploadProgress(uploadID: $uploadID) {\n      ...UploadState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyUpload($uploadID: ID!) {\n    applyAppointmentUpload(uploadID: $uploadID) {\n      ...UploadState\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyUpload($uploadID: ID!) {\n    applyAppointmentUpload(uploadID: $uploadID) {\n      ...UploadState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoUpload($uploadID: ID!) {\n    undoAppointmentUpload(uploadID: $uploadID) {\n      ...UploadState\n    }\n  }\n"): (typeof documents)["\n  mutation UndoUpload($uploadID: ID!) {\n    undoAppointmentUpload(uploadID: $uploadID) {\n      ...UploadState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUser on User {\n    userID\n    userName\n    firstname\n    lastname\n    email\n    emailConfirmed\n    phoneNumber\n    genderID\n    preferredLanguage\n    isAdmin\n    userLocked\n    lockoutEnd\n    hasPassword\n    dataInvioEmailBenvenuto\n    lastPasswordChangedDate\n    passwordChangeRequestDate\n    ultimoAccesso\n    createdAt\n    userWorkshopRoles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n"): (typeof documents)["\n  fragment AdminUser on User {\n    userID\n    userName\n    firstname\n    lastname\n    email\n    emailConfirmed\n    phoneNumber\n    genderID\n    preferredLanguage\n    isAdmin\n    userLocked\n    lockoutEnd\n    hasPassword\n    dataInvioEmailBenvenuto\n    lastPasswordChangedDate\n    passwordChangeRequestDate\n    ultimoAccesso\n    createdAt\n    userWorkshopRoles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($first: Int, $after: String, $where: UserWhere) {\n    users(first: $first, after: $after, where: $where) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...AdminUser\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($first: Int, $after: String, $where: UserWhere) {\n    users(first: $first, after: $after, where: $where) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...AdminUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRoleChoices {\n    roles {\n      id\n      name\n    }\n    workshops(first: 200) {\n      nodes {\n        workshopID\n        workshopCode\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRoleChoices {\n    roles {\n      id\n      name\n    }\n    workshops(first: 200) {\n      nodes {\n        workshopID\n        workshopCode\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        ...AdminUser\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      user {\n        ...AdminUser\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        ...AdminUser\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        ...AdminUser\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteUser($userID: ID!) {\n    deleteUser(userID: $userID) {\n      deletedID\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteUser($userID: ID!) {\n    deleteUser(userID: $userID) {\n      deletedID\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAssignRoles($userID: ID!, $roles: [RoleAssignmentInput!]!) {\n    assignRoles(userID: $userID, roles: $roles) {\n      user {\n        ...AdminUser\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAssignRoles($userID: ID!, $roles: [RoleAssignmentInput!]!) {\n    assignRoles(userID: $userID, roles: $roles) {\n      user {\n        ...AdminUser\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminForcePassword($input: ForcePasswordInput!) {\n    forcePassword(input: $input) {\n      success\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminForcePassword($input: ForcePasswordInput!) {\n    forcePassword(input: $input) {\n      success\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendFirstAccess($userID: ID!) {\n    sendFirstAccessEmail(userID: $userID) {\n      success\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSendFirstAccess($userID: ID!) {\n    sendFirstAccessEmail(userID: $userID) {\n      success\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLoginAs($userID: ID!) {\n    loginAs(userID: $userID) {\n      ...AuthSession_profile\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLoginAs($userID: ID!) {\n    loginAs(userID: $userID) {\n      ...AuthSession_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminVehicleBrand on VehicleBrand {\n    vehicleBrandID\n    name\n    position\n    aliases\n    logoUrl\n    modelCount\n  }\n"): (typeof documents)["\n  fragment AdminVehicleBrand on VehicleBrand {\n    vehicleBrandID\n    name\n    position\n    aliases\n    logoUrl\n    modelCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminVehicleBrands {\n    vehicleBrands {\n      ...AdminVehicleBrand\n    }\n  }\n"): (typeof documents)["\n  query AdminVehicleBrands {\n    vehicleBrands {\n      ...AdminVehicleBrand\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateVehicleBrand($input: CreateVehicleBrandInput!, $logo: File) {\n    createVehicleBrand(input: $input, logo: $logo) {\n      vehicleBrand {\n        ...AdminVehicleBrand\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateVehicleBrand($input: CreateVehicleBrandInput!, $logo: File) {\n    createVehicleBrand(input: $input, logo: $logo) {\n      vehicleBrand {\n        ...AdminVehicleBrand\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateVehicleBrand($input: UpdateVehicleBrandInput!, $logo: File) {\n    updateVehicleBrand(input: $input, logo: $logo) {\n      vehicleBrand {\n        ...AdminVehicleBrand\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateVehicleBrand($input: UpdateVehicleBrandInput!, $logo: File) {\n    updateVehicleBrand(input: $input, logo: $logo) {\n      vehicleBrand {\n        ...AdminVehicleBrand\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteVehicleBrand($vehicleBrandID: ID!) {\n    deleteVehicleBrand(vehicleBrandID: $vehicleBrandID) {\n      deletedID\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteVehicleBrand($vehicleBrandID: ID!) {\n    deleteVehicleBrand(vehicleBrandID: $vehicleBrandID) {\n      deletedID\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminVehicleModels($vehicleBrandID: ID) {\n    vehicleModels(vehicleBrandID: $vehicleBrandID) {\n      vehicleModelID\n      vehicleBrandID\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminVehicleModels($vehicleBrandID: ID) {\n    vehicleModels(vehicleBrandID: $vehicleBrandID) {\n      vehicleModelID\n      vehicleBrandID\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateVehicleModel($input: CreateVehicleModelInput!) {\n    createVehicleModel(input: $input) {\n      vehicleModel {\n        vehicleModelID\n        vehicleBrandID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateVehicleModel($input: CreateVehicleModelInput!) {\n    createVehicleModel(input: $input) {\n      vehicleModel {\n        vehicleModelID\n        vehicleBrandID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateVehicleModel($input: UpdateVehicleModelInput!) {\n    updateVehicleModel(input: $input) {\n      vehicleModel {\n        vehicleModelID\n        vehicleBrandID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateVehicleModel($input: UpdateVehicleModelInput!) {\n    updateVehicleModel(input: $input) {\n      vehicleModel {\n        vehicleModelID\n        vehicleBrandID\n        name\n      }\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteVehicleModel($vehicleModelID: ID!) {\n    deleteVehicleModel(vehicleModelID: $vehicleModelID) {\n      deletedID\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteVehicleModel($vehicleModelID: ID!) {\n    deleteVehicleModel(vehicleModelID: $vehicleModelID) {\n      deletedID\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMoveVehicleModels($vehicleModelIDs: [ID!]!, $toBrandID: ID!) {\n    moveVehicleModels(vehicleModelIDs: $vehicleModelIDs, toBrandID: $toBrandID) {\n      moved\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMoveVehicleModels($vehicleModelIDs: [ID!]!, $toBrandID: ID!) {\n    moveVehicleModels(vehicleModelIDs: $vehicleModelIDs, toBrandID: $toBrandID) {\n      moved\n      formErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickupSchedule($workshopID: ID!, $fromDay: String!, $days: Int) {\n    withdrawalSchedule(workshopID: $workshopID, fromDay: $fromDay, days: $days) {\n      day\n      weekDay\n      slots {\n        start\n        end\n        startsAt\n        capacity\n        booked\n        bookings {\n          appointmentID\n          licensePlate\n          name\n          mobile\n          statusCode\n          statusName\n        }\n      }\n      unscheduled {\n        appointmentID\n        licensePlate\n        name\n        mobile\n        bookingDateTime\n        statusCode\n        statusName\n      }\n    }\n  }\n"): (typeof documents)["\n  query PickupSchedule($workshopID: ID!, $fromDay: String!, $days: Int) {\n    withdrawalSchedule(workshopID: $workshopID, fromDay: $fromDay, days: $days) {\n      day\n      weekDay\n      slots {\n        start\n        end\n        startsAt\n        capacity\n        booked\n        bookings {\n          appointmentID\n          licensePlate\n          name\n          mobile\n          statusCode\n          statusName\n        }\n      }\n      unscheduled {\n        appointmentID\n        licensePlate\n        name\n        mobile\n        bookingDateTime\n        statusCode\n        statusName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PickupSlot on AvailabilitySlot {\n    availabilitySlotID\n    day\n    start\n    end\n    maxSlots\n    capacity\n  }\n"): (typeof documents)["\n  fragment PickupSlot on AvailabilitySlot {\n    availabilitySlotID\n    day\n    start\n    end\n    maxSlots\n    capacity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickupSlots($workshopID: ID!) {\n    workshop(workshopID: $workshopID) {\n      workshopID\n      maxSlots\n    }\n    availabilitySlots(workshopID: $workshopID) {\n      ...PickupSlot\n    }\n  }\n"): (typeof documents)["\n  query PickupSlots($workshopID: ID!) {\n    workshop(workshopID: $workshopID) {\n      workshopID\n      maxSlots\n    }\n    availabilitySlots(workshopID: $workshopID) {\n      ...PickupSlot\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPickupSlots($workshopID: ID!, $slots: [AvailabilitySlotInput!]!) {\n    setAvailabilitySlots(workshopID: $workshopID, slots: $slots) {\n      success\n      errorMessage\n      formErrors {\n        ...FormErrorFields\n      }\n      slots {\n        ...PickupSlot\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPickupSlots($workshopID: ID!, $slots: [AvailabilitySlotInput!]!) {\n    setAvailabilitySlots(workshopID: $workshopID, slots: $slots) {\n      success\n      errorMessage\n      formErrors {\n        ...FormErrorFields\n      }\n      slots {\n        ...PickupSlot\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment WithdrawalScreen_result on WithdrawalResult {\n    success\n    errorCode\n    errorMessage\n    visit {\n      ...WithdrawalScreen_visit\n    }\n  }\n"): (typeof documents)["\n  fragment WithdrawalScreen_result on WithdrawalResult {\n    success\n    errorCode\n    errorMessage\n    visit {\n      ...WithdrawalScreen_visit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalScreenCreate($input: WithdrawalSlotInput!) {\n    createWithdrawalAppointment(input: $input) {\n      ...WithdrawalScreen_result\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawalScreenCreate($input: WithdrawalSlotInput!) {\n    createWithdrawalAppointment(input: $input) {\n      ...WithdrawalScreen_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalScreenUpdate($input: WithdrawalSlotInput!) {\n    updateWithdrawalAppointment(input: $input) {\n      ...WithdrawalScreen_result\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawalScreenUpdate($input: WithdrawalSlotInput!) {\n    updateWithdrawalAppointment(input: $input) {\n      ...WithdrawalScreen_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalScreenCancel($access: WithdrawalAccessInput!) {\n    cancelWithdrawalAppointment(access: $access) {\n      ...WithdrawalScreen_result\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawalScreenCancel($access: WithdrawalAccessInput!) {\n    cancelWithdrawalAppointment(access: $access) {\n      ...WithdrawalScreen_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MobileTrackingLogin($licensePlate: String, $code: String) {\n    mobileMonitorLogin(licensePlate: $licensePlate, code: $code) {\n      success\n      token\n      linkSent\n      errorCode\n      errorMessage\n      appointment {\n        ...WithdrawalScreen_visit\n      }\n      otherAppointments {\n        workshopName\n        type\n        statusCode\n        statusName\n        bookingDateTime\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MobileTrackingLogin($licensePlate: String, $code: String) {\n    mobileMonitorLogin(licensePlate: $licensePlate, code: $code) {\n      success\n      token\n      linkSent\n      errorCode\n      errorMessage\n      appointment {\n        ...WithdrawalScreen_visit\n      }\n      otherAppointments {\n        workshopName\n        type\n        statusCode\n        statusName\n        bookingDateTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWorkshops($first: Int, $after: String, $search: String) {\n    workshops(first: $first, after: $after, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        workshopID\n        workshopCode\n        name\n        city\n        zipCode\n        timeZone\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWorkshops($first: Int, $after: String, $search: String) {\n    workshops(first: $first, after: $after, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        workshopID\n        workshopCode\n        name\n        city\n        zipCode\n        timeZone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWorkshop on Workshop {\n    workshopID\n    workshopCode\n    name\n    city\n    address\n    zipCode\n    logoUrl\n    timeZone\n    withdrawalQueueID\n    maxSlots\n    returningCustomerDaysThreshold\n    videoFolderPath\n  }\n"): (typeof documents)["\n  fragment AdminWorkshop on Workshop {\n    workshopID\n    workshopCode\n    name\n    city\n    address\n    zipCode\n    logoUrl\n    timeZone\n    withdrawalQueueID\n    maxSlots\n    returningCustomerDaysThreshold\n    videoFolderPath\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWorkshopDetail($workshopID: ID!) {\n    workshop(workshopID: $workshopID) {\n      ...AdminWorkshop\n      userWorkshopRoles {\n        userWorkshopRoleID\n        roleID\n        roleName\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWorkshopDetail($workshopID: ID!) {\n    workshop(workshopID: $workshopID) {\n      ...AdminWorkshop\n      userWorkshopRoles {\n        userWorkshopRoleID\n        roleID\n        roleName\n        user {\n          userID\n          userName\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateWorkshop($input: CreateWorkshopInput!, $logo: File) {\n    createWorkshop(input: $input, logo: $logo) {\n      workshop {\n        ...AdminWorkshop\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateWorkshop($input: CreateWorkshopInput!, $logo: File) {\n    createWorkshop(input: $input, logo: $logo) {\n      workshop {\n        ...AdminWorkshop\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateWorkshop($input: UpdateWorkshopInput!, $logo: File) {\n    updateWorkshop(input: $input, logo: $logo) {\n      workshop {\n        ...AdminWorkshop\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateWorkshop($input: UpdateWorkshopInput!, $logo: File) {\n    updateWorkshop(input: $input, logo: $logo) {\n      workshop {\n        ...AdminWorkshop\n      }\n      formErrors {\n        ...FormErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteWorkshop($workshopID: ID!) {\n    deleteWorkshop(workshopID: $workshopID) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteWorkshop($workshopID: ID!) {\n    deleteWorkshop(workshopID: $workshopID) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FormErrorFields on FormError {\n    field\n    code\n    message\n  }\n"): (typeof documents)["\n  fragment FormErrorFields on FormError {\n    field\n    code\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthSession_profile on Profile {\n    id\n    userName\n    firstname\n    lastname\n    token\n    isAdmin\n    errorMessage\n    roles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n    impersonator {\n      userID\n      userName\n    }\n    preferredLanguage\n  }\n"): (typeof documents)["\n  fragment AuthSession_profile on Profile {\n    id\n    userName\n    firstname\n    lastname\n    token\n    isAdmin\n    errorMessage\n    roles {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n    impersonator {\n      userID\n      userName\n    }\n    preferredLanguage\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HeaderSetMyLanguage($language: String!) {\n    setMyLanguage(language: $language) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation HeaderSetMyLanguage($language: String!) {\n    setMyLanguage(language: $language) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffAppointment on Appointment {\n    appointmentID\n    workshopID\n    statusCode\n    statusName\n    type\n    mainAppointmentID\n    walkIn\n    priority\n    licensePlate\n    name\n    mobile\n    description\n    note\n    vehicleBrandID\n    vehicleModel\n    bookingDateTime\n    checkinDateTime\n    acceptanceDateTime\n    jobStartDateTime\n    jobEndDateTime\n    jobRejectDateTime\n    paymentDateTime\n    checkoutDateTime\n    jobEndSmsDateTime\n    assignedQueueID\n    acceptedBoxID\n    acceptedUserID\n    acceptedUser {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    hiddenAcceptance\n    thanksSmsEnabled\n    checkinAnomaly\n    waitingSpareParts\n    rejectReasonID\n    returningCustomerLastDate\n    returningCustomerReason\n    customerLanguage\n    smsConsent\n    smsConsentAt\n    privacyNoticeVersion\n    position\n    estimatedWaitMinutes\n    timing {\n      status\n      minutes\n    }\n    allowedActions\n    deletedAt\n    version\n  }\n"): (typeof documents)["\n  fragment StaffAppointment on Appointment {\n    appointmentID\n    workshopID\n    statusCode\n    statusName\n    type\n    mainAppointmentID\n    walkIn\n    priority\n    licensePlate\n    name\n    mobile\n    description\n    note\n    vehicleBrandID\n    vehicleModel\n    bookingDateTime\n    checkinDateTime\n    acceptanceDateTime\n    jobStartDateTime\n    jobEndDateTime\n    jobRejectDateTime\n    paymentDateTime\n    checkoutDateTime\n    jobEndSmsDateTime\n    assignedQueueID\n    acceptedBoxID\n    acceptedUserID\n    acceptedUser {\n      userID\n      userName\n      firstname\n      lastname\n    }\n    hiddenAcceptance\n    thanksSmsEnabled\n    checkinAnomaly\n    waitingSpareParts\n    rejectReasonID\n    returningCustomerLastDate\n    returningCustomerReason\n    customerLanguage\n    smsConsent\n    smsConsentAt\n    privacyNoticeVersion\n    position\n    estimatedWaitMinutes\n    timing {\n      status\n      minutes\n    }\n    allowedActions\n    deletedAt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffActionResult on AppointmentResult {\n    appointment {\n      ...StaffAppointment\n    }\n    formErrors {\n      ...FormErrorFields\n    }\n  }\n"): (typeof documents)["\n  fragment StaffActionResult on AppointmentResult {\n    appointment {\n      ...StaffAppointment\n    }\n    formErrors {\n      ...FormErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffQueue on Queue {\n    queueID\n    workshopID\n    queueGroupID\n    name\n    color\n    isDefault\n    viewOrderNumber\n    waitingCount\n    waiting {\n      ...StaffAppointment\n    }\n    delayNotice {\n      text\n      minutes\n      createdAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  fragment StaffQueue on Queue {\n    queueID\n    workshopID\n    queueGroupID\n    name\n    color\n    isDefault\n    viewOrderNumber\n    waitingCount\n    waiting {\n      ...StaffAppointment\n    }\n    delayNotice {\n      text\n      minutes\n      createdAt\n      expiresAt\n    }\n  }\n"];
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
export function graphql(source: "\n  subscription StaffQueueChanged($workshopID: ID!) {\n    queueChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      queues {\n        ...StaffQueue\n        deletedAt\n      }\n      queueGroups {\n        queueGroupID\n        workshopID\n        name\n        color\n        deletedAt\n      }\n      counts {\n        ...StaffCounts\n      }\n      appointments {\n        ...StaffAppointment\n      }\n      deskSettings {\n        workshopID\n        timeZone\n        criticalThresholdMinutes\n        toleranceMinutes\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription StaffQueueChanged($workshopID: ID!) {\n    queueChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      queues {\n        ...StaffQueue\n        deletedAt\n      }\n      queueGroups {\n        queueGroupID\n        workshopID\n        name\n        color\n        deletedAt\n      }\n      counts {\n        ...StaffCounts\n      }\n      appointments {\n        ...StaffAppointment\n      }\n      deskSettings {\n        workshopID\n        timeZone\n        criticalThresholdMinutes\n        toleranceMinutes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StaffBoxesChanged($workshopID: ID!) {\n    boxesChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      boxes {\n        ...StaffBox\n        deletedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription StaffBoxesChanged($workshopID: ID!) {\n    boxesChanged(workshopID: $workshopID) {\n      workshopID\n      version\n      initial\n      boxes {\n        ...StaffBox\n        deletedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StaffAppointmentChanged($appointmentID: ID!) {\n    appointmentChanged(appointmentID: $appointmentID) {\n      appointmentID\n      version\n      initial\n      appointment {\n        ...StaffAppointment\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription StaffAppointmentChanged($appointmentID: ID!) {\n    appointmentChanged(appointmentID: $appointmentID) {\n      appointmentID\n      version\n      initial\n      appointment {\n        ...StaffAppointment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffNextCustomer($input: NextCustomerInput!) {\n    nextCustomer(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation StaffNextCustomer($input: NextCustomerInput!) {\n    nextCustomer(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffPickAppointment($input: PickAppointmentInput!) {\n    pickAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"): (typeof documents)["\n  mutation StaffPickAppointment($input: PickAppointmentInput!) {\n    pickAppointment(input: $input) {\n      ...StaffActionResult\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment TrackingScreen_tracking on Tracking {\n    code\n    workshopName\n    maskedPlate\n    statusCode\n    statusName\n    queueName\n    position\n    estimatedWaitMinutes\n    boxName\n    calledAt\n    jobStartDateTime\n    jobEndDateTime\n    paymentDateTime\n    checkoutDateTime\n    delayNotice {\n      text\n      minutes\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment TrackingScreen_tracking on Tracking {\n    code\n    workshopName\n    maskedPlate\n    statusCode\n    statusName\n    queueName\n    position\n    estimatedWaitMinutes\n    boxName\n    calledAt\n    jobStartDateTime\n    jobEndDateTime\n    paymentDateTime\n    checkoutDateTime\n    delayNotice {\n      text\n      minutes\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackingScreenSetLanguage($code: ID!, $language: String!) {\n    setTrackingLanguage(code: $code, language: $language) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation TrackingScreenSetLanguage($code: ID!, $language: String!) {\n    setTrackingLanguage(code: $code, language: $language) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AppointmentChanges($appointmentID: ID!) {\n    appointmentChanged(appointmentID: $appointmentID) {\n      appointmentID\n      version\n      initial\n    }\n  }\n"): (typeof documents)["\n  subscription AppointmentChanges($appointmentID: ID!) {\n    appointmentChanged(appointmentID: $appointmentID) {\n      appointmentID\n      version\n      initial\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MainLayoutFetchUserRoles($userID: ID!) {\n    userRoles(userID: $userID) {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n"): (typeof documents)["\n  query MainLayoutFetchUserRoles($userID: ID!) {\n    userRoles(userID: $userID) {\n      userWorkshopRoleID\n      workshopID\n      workshopName\n      roleID\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopDeskSettings($workshopID: ID!) {\n    workshopDeskSettings(workshopID: $workshopID) {\n      workshopID\n      timeZone\n      criticalThresholdMinutes\n      toleranceMinutes\n    }\n  }\n"): (typeof documents)["\n  query WorkshopDeskSettings($workshopID: ID!) {\n    workshopDeskSettings(workshopID: $workshopID) {\n      workshopID\n      timeZone\n      criticalThresholdMinutes\n      toleranceMinutes\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;