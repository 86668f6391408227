% MATLAB's shell escape: the rest of the line goes to the operating system.
!dir /b *.m
x = 1;
   !mkdir c:\temp\calls
y = ~x;
if x, !echo hi
end
