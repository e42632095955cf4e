import { BillList } from '../components/bill-list';

/** agentDividendRecordCopy2 (enableCt): the dividend bills. */
export const DividendBillsPage = () => <BillList type="DIVIDEND" />;
/** agentDailyWages2 (salary): the daily salary bills. */
export const DailyWageBillsPage = () => <BillList type="DAILY_SALARY" />;
/** agentHourSalary (hourSalary): the hourly salary bills. */
export const HourSalaryBillsPage = () => <BillList type="HOURLY_SALARY" />;
/** agentRealtimeSalary (realtimeSalary): the real-time salary bills, settled every 5 minutes. */
export const RealtimeSalaryBillsPage = () => <BillList type="REALTIME_SALARY" />;
