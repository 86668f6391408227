%{
Block comment after a BOM, with CRLF line ends.
%}
x = 1;
if x
	y = [1	2
	     3 4];
end
% a comment
s = 'tab	here';
z = f(1, ...
      2); % trailing
hold on
bad = 'unterminated
	w = (1 + ;
