/**
 * Small FMCSA census files in both layouts, shared by the importer tests in Node and in workerd.
 * Modern: lines 4-5 are one row (a quoted DBA name with a line break), line 6 lacks a DOT number,
 * line 7 has an MX docket (no MC number), line 9 is a shipper (neither broker nor carrier).
 */
export const modernCensusCsv = [
  "dot_number,legal_name,dba_name,carrier_operation,hm_ind,phy_street,phy_city,phy_state,phy_zip,phone,email_address,status_code,docket1prefix,docket1,docket1_status_code,carship,classdef,crgo_passengers,add_date",
  "1234567,Demo Freight Brokerage LLC,,A,N,100 N Wacker Dr,Chicago,IL,60606,3125550100,ops@demofreight.example,A,MC,1234567,A,B,AUTHORIZED FOR HIRE,,20150102",
  "7654321,Other Lane Brokers Inc,,A,N,2000 Main St,Dallas,TX,75201,2145550100,,A,MC,7654321,A,B,AUTHORIZED FOR HIRE,,20160203",
  '888001,"Trans, Lane & Sons ""TLS"" LLC","TLS',
  'Freight",A,Y,1 Dock Rd,Memphis,TN,38103,9015550100,info@tls.example,A,MC,888001,A,B;C,AUTHORIZED FOR HIRE;PRIVATE PROPERTY,X,20170304',
  ",No Dot Logistics LLC,,A,N,5 Elm St,Denver,CO,80202,3035550100,,A,MC,999001,A,B,AUTHORIZED FOR HIRE,,20180101",
  "999002,Mexico Haul SA,,A,N,7 Border Rd,Laredo,TX,78040,9565550100,,A,MX,999002,A,C,AUTHORIZED FOR HIRE,,20180101",
  "654321,Demo Trucking LLC,,A,N,50 W Broad St,Columbus,OH,43215,6145550100,dispatch@demotrucking.example,A,MC,654321,A,C,AUTHORIZED FOR HIRE,,20180405",
  "777777,Shipper Only Co,,C,N,9 Mill Rd,Akron,OH,44308,3305550100,,A,,,,S,PRIVATE PROPERTY,,20190101",
  "",
].join("\n");

/**
 * Legacy: upper-case names, CRLF line ends, no carship (all carriers), HM_FLAG/PC_FLAG. Line 5 lacks
 * a DOT number, line 6 a company name, line 7 has a malformed MC number.
 */
export const legacyCensusCsv = [
  "DOT_NUMBER,LEGAL_NAME,DBA_NAME,CARRIER_OPERATION,HM_FLAG,PC_FLAG,PHY_STREET,PHY_CITY,PHY_STATE,PHY_ZIP,PHY_COUNTRY,TELEPHONE,FAX,EMAIL_ADDRESS,MCS150_DATE,ADD_DATE,OIC_STATE,NBR_POWER_UNIT,DRIVER_TOTAL,DOCKET1PREFIX,DOCKET1",
  "654321,DEMO TRUCKING LLC,,A,N,N,50 W BROAD ST,COLUMBUS,OH,43215,US,(614) 555-0100,,DISPATCH@DEMOTRUCKING.EXAMPLE,20260115,20100101,OH,12,14,MC,654321",
  "7654320,SECOND DEMO CARRIER INC,,A,N,N,1 PEACHTREE ST,ATLANTA,GA,30303,US,4045550100,,,20251201,20120101,GA,30,31,MC,765432",
  '3000001,"HAZ HAULERS, INC.",HH,B,Y,Y,2 TANK RD,HOUSTON,TX,77002,US,7135550100,,,20250101,20000101,TX,4,4,MC,300001',
  ",MISSING DOT LLC,,A,N,N,3 A ST,RENO,NV,89501,US,7755550100,,,20250101,20000101,NV,1,1,MC,300002",
  "3000003,,,A,N,N,4 B ST,BOISE,ID,83702,US,2085550100,,,20250101,20000101,ID,1,1,MC,300003",
  "3000004,BAD MC LLC,,A,N,N,5 C ST,OMAHA,NE,68102,US,4025550100,,,20250101,20000101,NE,1,1,MC,12AB",
  "",
].join("\r\n");
