function commands()
hold on
format long g
warning off all
!ls -l
x = 1;
clear x
global G H
persistent P
import pkg.*
disp('done')
end
